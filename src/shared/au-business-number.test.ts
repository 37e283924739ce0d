import { describe, expect, it } from 'vitest';
import { auBusinessNumberKind, formatAbn, formatAcn, formatAuBusinessNumber, isValidAbn, isValidAcn } from './au-business-number';

describe('ABN', () => {
  it('accepts the ABR example 51 824 753 556, with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
  });

  it('refuses 51 824 753 557 (last digit changed)', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
  });

  it('refuses every one-digit change of the example', () => {
    const digits = '51824753556';
    for (let i = 0; i < digits.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === digits[i]) continue;
        const changed = digits.slice(0, i) + d + digits.slice(i + 1);
        expect(isValidAbn(changed), changed).toBe(false);
      }
    }
  });

  it.each(['', '5182475355', '518247535560', '51-824-753-556', 'ABN 51824753556', '51 824 753 55a'])('refuses %j', (input) => {
    expect(isValidAbn(input)).toBe(false);
  });

  it('formats as 2-3-3-3, also while the number is being typed', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn(' 51 8247 53556')).toBe('51 824 753 556');
    expect(formatAbn('5182')).toBe('51 82');
    expect(formatAbn('51-824')).toBe('51-824');
    expect(formatAbn('518247535560')).toBe('518247535560');
  });
});

describe('ACN', () => {
  it('accepts 004 085 616 and refuses a wrong check digit', () => {
    expect(isValidAcn('004 085 616')).toBe(true);
    expect(isValidAcn('004085616')).toBe(true);
    expect(isValidAcn('004 085 617')).toBe(false);
    expect(isValidAcn('004 085 61')).toBe(false);
  });

  it('handles a weighted sum that is a multiple of 10 (check digit 0)', () => {
    // 0*8 + 0*7 + 0*6 + 0*5 + 0*4 + 0*3 + 0*2 + 0*1 = 0 → check digit 0.
    expect(isValidAcn('000000000')).toBe(true);
    expect(isValidAcn('000000001')).toBe(false);
    // 1*8 + 2*7 = 22 → (10 - 2) % 10 = 8.
    expect(isValidAcn('120000008')).toBe(true);
  });

  it('formats as 3-3-3', () => {
    expect(formatAcn('004085616')).toBe('004 085 616');
    expect(formatAcn('0040')).toBe('004 0');
  });
});

describe('either', () => {
  it('tells ABN from ACN and formats each in its own grouping', () => {
    expect(auBusinessNumberKind('51 824 753 556')).toBe('abn');
    expect(auBusinessNumberKind('004 085 616')).toBe('acn');
    expect(auBusinessNumberKind('51 824 753 557')).toBeNull();
    expect(formatAuBusinessNumber('51824753556')).toBe('51 824 753 556');
    expect(formatAuBusinessNumber('004085616')).toBe('004 085 616');
    expect(formatAuBusinessNumber('12345')).toBe('12345');
  });
});
