/**
 * What an element shows instead of its component when nothing more will come: the failure in the
 * payer's words (an alert, so it is announced), then "Try again" where the failure may pass, else
 * whom to ask. Never a blank box. The element reports the failure (a fatal paykit-error); this only shows it.
 * One card, no panel inside it, and amber rather than red: the payer did nothing wrong.
 */
import { enElement } from '../react/i18n/en-element';
import { useCatalogueT } from '../react/i18n/useCatalogueT';
import { StatusIcon } from '../react/internal/StatusIcon';
import { usePaykit } from '../react/provider/context';
import { button, cardFrame } from '../react/styles/base';
import { css } from '../react/styles/stitches';
import { canRetry, fatalKind } from './fatal';

const frame = /* @__PURE__ */ css({
  ...cardFrame('440px'),
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: '$3',
  overflowWrap: 'anywhere',
  // The icon's middle on the first line's.
  '& svg': { marginBlockStart: '0.125em' },
  '& button': { gridColumn: 2, justifySelf: 'start' },
});

/** ElementFallback's props: the failure, and how to try again. */
export interface ElementFallbackProps {
  /** What failed; its kind picks the words (fatal.ts). */
  error: unknown;
  /** Tries again; the button shows only for failures that may pass. */
  onRetry: () => void;
}

export function ElementFallback({ error, onRetry }: ElementFallbackProps) {
  const { t } = usePaykit('paykit element');
  const { t: elementT } = useCatalogueT(enElement, 'paykit element');
  const kind = fatalKind(error);
  const retry = canRetry(kind);
  return (
    <section part="root" className={frame()} data-error={kind}>
      <StatusIcon tone="warning" />
      <p role="alert">
        {kind === 'notFound' ? t('checkout.state.notFound') : kind === 'refused' ? t('checkout.state.error') : elementT(`element.error.${kind}`)}
        {retry ? null : (
          <>
            {' '}
            <span>{elementT('element.error.contact')}</span>
          </>
        )}
      </p>
      {retry ? (
        <button type="button" className={button()} data-variant="secondary" onClick={onRetry}>
          {t('checkout.retry')}
        </button>
      ) : null}
    </section>
  );
}
