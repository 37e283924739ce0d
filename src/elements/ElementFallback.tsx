/**
 * What an element shows instead of its component when nothing more will come: the failure in the
 * payer's words (an alert, so it is announced), then "Try again" where the failure may pass, else
 * whom to ask. Never a blank box. The element reports the failure (a fatal paykit-error); this only shows it.
 */
import type { MessageKey } from '../react/i18n/en';
import { usePaykit } from '../react/provider/context';
import { button, cardFrame, tonedPanel } from '../react/styles/base';
import { css } from '../react/styles/stitches';
import { canRetry, fatalKind, type FatalKind } from './fatal';

const frame = /* @__PURE__ */ css(cardFrame('440px'));

const panel = /* @__PURE__ */ css({ ...tonedPanel, display: 'grid', gap: '$3', justifyItems: 'start', overflowWrap: 'anywhere' });

/** Each kind's sentence; the checkout's where it already says it. */
const WORDS: Record<FatalKind, MessageKey> = {
  unreachable: 'element.error.unreachable',
  server: 'element.error.server',
  notFound: 'checkout.state.notFound',
  refused: 'checkout.state.error',
  invalid: 'element.error.invalid',
};

/** ElementFallback's props: the failure, and how to try again. */
export interface ElementFallbackProps {
  /** What failed; its kind picks the words (fatal.ts). */
  error: unknown;
  /** Tries again; the button shows only for failures that may pass. */
  onRetry: () => void;
  /** The element's count of failures: a new one is a new alert, announced even with the same words. */
  attempt: number;
}

export function ElementFallback({ error, attempt, onRetry }: ElementFallbackProps) {
  const { t } = usePaykit('paykit element');
  const kind = fatalKind(error);
  return (
    <section part="root" className={frame()} data-state="error" data-error={kind}>
      <div className={panel()} data-tone="danger">
        <p key={attempt} role="alert">
          {t(WORDS[kind])}
        </p>
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
