/**
 * What an element shows instead of its component when nothing more will come: the failure in the
 * payer's words (an alert, so it is announced), then "Try again" where the failure may pass, else
 * whom to ask. Never a blank box. The element reports the failure (a fatal paykit-error); this only shows it.
 */
import { usePaykit } from '../react/provider/context';
import { button, cardFrame, tonedPanel } from '../react/styles/base';
import { css } from '../react/styles/stitches';
import { canRetry, fatalKind } from './fatal';

const frame = /* @__PURE__ */ css(cardFrame('440px'));

const panel = /* @__PURE__ */ css({ ...tonedPanel, display: 'grid', gap: '$3', justifyItems: 'start', overflowWrap: 'anywhere' });

/** ElementFallback's props: the failure, and how to try again. */
export interface ElementFallbackProps {
  /** What failed; its kind picks the words (fatal.ts). */
  error: unknown;
  /** Tries again; the button shows only for failures that may pass. */
  onRetry: () => void;
}

export function ElementFallback({ error, onRetry }: ElementFallbackProps) {
  const { t } = usePaykit('paykit element');
  const kind = fatalKind(error);
  return (
    <section part="root" className={frame()} data-error={kind}>
      <div className={panel()} data-tone="danger">
        <p role="alert">{t(kind === 'notFound' ? 'checkout.state.notFound' : kind === 'refused' ? 'checkout.state.error' : `element.error.${kind}`)}</p>
        {canRetry(kind) ? (
          <button type="button" className={button()} onClick={onRetry}>
            {t('checkout.retry')}
          </button>
        ) : (
          <p>{t('element.error.contact')}</p>
        )}
      </div>
    </section>
  );
}
