/**
 * The status pill of every list and detail (docs/design.md, "Status pills"): the checkout's
 * waiting pill (same padding, radius, size, weight and dot) in one tone system. A file of its
 * own so the checkout widget, which draws its one pill in its own rule, carries none of this.
 *
 * `data-tone`: `success` (paid, settled, active), `danger` (failed), `warning` (only for
 * something the reader must act on), `muted` (over: expired, deactivated); none is neutral
 * (pending, confirmed: on its way). The words carry the status; the tint and the dot repeat it.
 */
import { css, type StyleRule } from './stitches';

/** A status's tone in a pill; `neutral` is the pill without `data-tone`. */
export type PillTone = 'success' | 'warning' | 'danger' | 'muted' | 'neutral';

export const statusPill: StyleRule = /* @__PURE__ */ css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$1 $3',
  borderRadius: '$pill',
  background: '$surfaceAlt',
  color: '$text',
  fontSize: '$sm',
  fontWeight: '$medium',
  lineHeight: '$tight',
  whiteSpace: 'nowrap',
  '&::before': { content: '""', flex: 'none', width: '8px', height: '8px', borderRadius: '50%', background: '$accent' },
  '&[data-tone]::before': { background: 'currentColor' },
  '&[data-tone="success"]': { background: '$successSurface', color: '$success' },
  '&[data-tone="warning"]': { background: '$warningSurface', color: '$warning' },
  '&[data-tone="danger"]': { background: '$dangerSurface', color: '$danger' },
  '&[data-tone="muted"]': { color: '$muted' },
});

/** The pill's `data-tone` attribute for a tone (none for neutral). */
export function pillTone(tone: PillTone): string | undefined {
  return tone === 'neutral' ? undefined : tone;
}
