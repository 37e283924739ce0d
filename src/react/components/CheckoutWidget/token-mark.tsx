/**
 * The token's mark at the QR code's centre, as wallets and Coinbase Commerce show it: the payer
 * sees at a glance which asset the code is for. A few strokes on a disc of the token's own colour
 * (bytes, not an image); white on colour reads on the code's white in every theme.
 */

/** [disc colour, glyph path in a 24-unit box] */
const MARKS: Record<string, readonly [string, string]> = {
  USDT: ['#26a17b', 'M7 7h10M12 7v10M7 11c3 1.4 7 1.4 10 0'],
  USDC: ['#2775ca', 'M15 9.5c-1-2-6-2-6 .5s6 1 6 4-5 2.5-6 .5M12 6v12'],
  BTC: ['#f7931a', 'M9 6v12h4a3 3 0 0 0 0-6H9h3a3 3 0 0 0 0-6zm2-2v2m0 12v2'],
  ETH: ['#627eea', 'M12 4l5 8-5 8-5-8zm-5 8 5 3 5-3'],
  SOL: ['#9945ff', 'M8 8h10M6 12h10M8 16h10'],
};

/** The mark of `currency` (a neutral ring for any other), drawn in a square of `side` units at (`at`, `at`). */
export function TokenMark({ currency, at, side }: { currency: string; at: number; side: number }) {
  const [disc, glyph] = MARKS[currency.toUpperCase()] ?? ['#6b7280', 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8'];
  return (
    <g transform={`translate(${at} ${at}) scale(${side / 24})`} data-mark={currency}>
      <circle cx="12" cy="12" r="11" fill={disc} />
      <path d={glyph} fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}
