import { describe, expect, it } from 'vitest';
import { fractionDigits, trimZeros } from './decimal-string';

describe('decimal string notation', () => {
  it('counts fraction digits as written', () => {
    expect(fractionDigits('10')).toBe(0);
    expect(fractionDigits('10.50')).toBe(2);
    expect(fractionDigits('0.000001')).toBe(6);
    expect(fractionDigits('-1.5')).toBe(1);
  });

  it('drops trailing zeros down to the digits asked to keep', () => {
    expect(trimZeros('62.750000', 2)).toBe('62.75');
    expect(trimZeros('12.500000', 2)).toBe('12.50');
    expect(trimZeros('12.000', 0)).toBe('12');
    expect(trimZeros('12.000', 1)).toBe('12.0');
    expect(trimZeros('100', 2)).toBe('100');
    expect(trimZeros('0.000001', 0)).toBe('0.000001');
  });
});
