/** Significant digits a rate is shown to: enough to check a quote by eye, never 7 decimals of noise. */
const RATE_DIGITS = 6;

/**
 * A quote's rate as shown: rounded half up to six significant digits on the decimal string itself
 * (a float would change what the service said), never inside the whole part, trailing zeros of
 * the fraction dropped. The quote's amounts are always shown exact; only the rate is rounded.
 */
export function shownRate(rate: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) return rate;
  const whole = match[1] ?? '';
  const digits = (whole + (match[2] ?? '')).split('').map(Number);
  const first = digits.findIndex((digit) => digit !== 0);
  const keep = Math.max(first + RATE_DIGITS, whole.length);
  if (first < 0 || keep >= digits.length) return trim(whole, match[2] ?? '');
  const kept = digits.slice(0, keep);
  let point = whole.length;
  if ((digits[keep] ?? 0) >= 5) {
    let at = kept.length - 1;
    while (at >= 0 && kept[at] === 9) kept[at--] = 0;
    if (at >= 0) kept[at] = (kept[at] ?? 0) + 1;
    else {
      kept.unshift(1);
      point += 1;
    }
  }
  const text = kept.join('');
  return trim(text.slice(0, point), text.slice(point));
}

function trim(whole: string, fraction: string): string {
  const wholeTrimmed = whole.replace(/^0+(?=\d)/, '');
  const fractionTrimmed = fraction.replace(/0+$/, '');
  return fractionTrimmed ? `${wholeTrimmed}.${fractionTrimmed}` : wholeTrimmed;
}
