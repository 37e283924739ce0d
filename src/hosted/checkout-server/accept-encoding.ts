/**
 * Which precompressed copy to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli when
 * the browser takes it, else gzip, else the file as it is. A coding with q=0 is refused, and `*`
 * stands for every coding the header does not name.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

/** The header is read only this far: a longer one is no browser's (and must not cost us). */
const MAX_HEADER_CHARS = 1024;

/** Preference order when the browser weighs codings equally: the smaller file first. */
const OURS: readonly Exclude<Encoding, 'identity'>[] = ['br', 'gzip'];

export function chooseEncoding(header: string | null, available: ReadonlySet<Encoding>): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.slice(0, MAX_HEADER_CHARS).split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  let best: Encoding = 'identity';
  let bestWeight = 0;
  for (const coding of OURS) {
    const weight = weightOf(coding);
    if (available.has(coding) && weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
