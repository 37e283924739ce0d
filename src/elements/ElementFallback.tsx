/**
 * What an element shows instead of its component when nothing more will come: the failure in the
 * payer's words (an alert, so it is announced), and "Try again" where the failure may pass. Never
 * a blank box. Reports the failure once as a fatal `paykit-error`.
 */
import { useEffect, useState } from 'react';
import { StatusIcon } from '../react/internal/StatusIcon';
import { usePaykit } from '../react/provider/context';
import { button, cardFrame, tonedPanel } from '../react/styles/base';
import { css } from '../react/styles/stitches';
import { canRetry, fatalKind } from './fatal';
import { ROOT_PART, type Emit } from './renderer';

const frame = /* @__PURE__ */ css(cardFrame('440px'));

const panel = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '$3 $2',
  alignItems: 'start',
  overflowWrap: 'anywhere',
  '& > svg': { marginTop: '0.15em' },
  '& > button': { gridColumn: 2, justifySelf: 'start' },
});

/** ElementFallback's props: the failure, where to report it, and how to try again. */
export interface ElementFallbackProps {
  /** What failed; its kind picks the words (fatal.ts). */
  error: unknown;
  emit: Emit;
  /** Tries again; the button shows only for failures that may pass. */
  onRetry?: () => void;
  /** A try is under way: the button stays (and keeps the focus) but does nothing. */
  retrying?: boolean;
}

export function ElementFallback({ error, emit, onRetry, retrying = false }: ElementFallbackProps) {
  const { t } = usePaykit('paykit element');
  const kind = fatalKind(error);
  useEffect(() => emit('paykit-error', { error, fatal: true }), [error, emit]);
  // A new failure after "Try again" is a new alert, announced again even with the same words.
  const [seen, setSeen] = useState({ error, count: 0 });
  if (seen.error !== error) setSeen({ error, count: seen.count + 1 });
  return (
    <section {...ROOT_PART} className={frame()} data-state="error" data-error={kind} aria-busy={retrying || undefined}>
      <div className={panel()} data-tone="danger">
        <StatusIcon tone="danger" />
        <p key={seen.count} role="alert">
          {t(kind === 'closed' ? 'link.unavailable.deactivated' : `element.error.${kind}`)}
        </p>
        {onRetry && canRetry(kind) && (
          <button type="button" className={button()} aria-disabled={retrying || undefined} onClick={retrying ? undefined : onRetry}>
            {t('checkout.retry')}
          </button>
        )}
      </div>
    </section>
  );
}
