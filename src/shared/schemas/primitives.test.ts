import { describe, expect, it } from 'vitest';
import { amountInput } from './primitives';

/** The message of the first issue, or the parsed value. */
function parse(input: unknown): { value: string } | { message: string } {
  const result = amountInput.safeParse(input);
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message ?? '' };
}

describe('amountInput', () => {
  it('keeps a decimal string as written (trimmed)', () => {
    expect(parse('10.00')).toEqual({ value: '10.00' });
    expect(parse(' 0.5 ')).toEqual({ value: '0.5' });
  });

  it('turns a JSON number of at most 15 significant digits into the same decimal', () => {
    expect(parse(7)).toEqual({ value: '7' });
    expect(parse(0.1)).toEqual({ value: '0.1' });
    expect(parse(123456789012345)).toEqual({ value: '123456789012345' });
    expect(parse(1234567.89012345)).toEqual({ value: '1234567.89012345' });
  });

  it('writes exponent forms out in full instead of "1e+14"', () => {
    expect(parse(1e14)).toEqual({ value: '100000000000000' });
    expect(parse(1e-7)).toEqual({ value: '0.0000001' });
    expect(parse(1.5e-7)).toEqual({ value: '0.00000015' });
    expect(parse(2.5e14)).toEqual({ value: '250000000000000' });
  });

  it('refuses an amount with more than 15 digits before the point, however it is written', () => {
    const tooBig = { message: 'must have at most 15 digits before the decimal point' };
    expect(parse(1e21)).toMatchObject(tooBig);
    expect(parse('9'.repeat(63))).toMatchObject(tooBig);
    expect(parse('1000000000000000.00')).toMatchObject(tooBig);
    expect(parse('999999999999999.999999')).toEqual({ value: '999999999999999.999999' });
  });

  it('refuses a JSON number with more digits than a double carries exactly', () => {
    const tooLong = { message: 'has more digits than a JSON number carries exactly: send it as a decimal string' };
    // 12345678901234567 parses to 12345678901234568: accepting it would change the amount.
    expect(parse(JSON.parse('12345678901234567'))).toEqual(tooLong);
    expect(parse(JSON.parse('0.12345678901234567'))).toEqual(tooLong);
    expect(parse(1234567890123456)).toEqual(tooLong);
  });

  it('refuses what is not a positive decimal', () => {
    expect(parse('1e3')).toEqual({ message: 'must be a decimal string such as "10.00"' });
    expect(parse(-1)).toEqual({ message: 'must be a decimal string such as "10.00"' });
    expect(parse(0)).toEqual({ message: 'must be greater than zero' });
    expect(parse('0.00')).toEqual({ message: 'must be greater than zero' });
    expect(parse(1e300)).toEqual({ message: 'must be a decimal string such as "10.00"' });
  });
});
