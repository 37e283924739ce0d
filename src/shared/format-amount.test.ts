import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('groups the integer part and keeps every fraction digit', () => {
    expect(formatAmount('1234567.000001', 'en')).toBe('1,234,567.000001');
    expect(formatAmount('1234567.000001', 'de')).toBe('1.234.567,000001');
    expect(formatAmount('125.50', 'en')).toBe('125.50');
    expect(formatAmount('0', 'en')).toBe('0');
    expect(formatAmount('-5.10', 'en')).toBe('-5.10');
  });

  it('never passes through a float', () => {
    expect(formatAmount('12345678901234567890.123456789012345678', 'en')).toBe('12,345,678,901,234,567,890.123456789012345678');
    expect(formatAmount('0.30000000000000004', 'en')).toBe('0.30000000000000004');
  });

  it("uses the locale's digits", () => {
    expect(formatAmount('12.5', 'ar-EG')).toMatch(/^١٢.٥$/);
  });

  it('shows anything that is not a decimal string as given', () => {
    expect(formatAmount('1e5', 'en')).toBe('1e5');
  });
});
