import { useId, useState, type ReactNode } from 'react';
import { useCopy } from '../../react/hooks/useCopy';
import { button, cluster, cx, visuallyHidden } from '../../react/styles/base';
import { LinkQr } from './LinkQr';
import { RowMenu } from '../../react/internal/RowMenu';
import * as styles from './styles';
import { useLinksT } from './useLinksT';

/** What LinkActions shows and says. */
export interface LinkActionsProps {
  /** The link's hosted page. */
  url: string;
  /** The id of the text naming the link (its row header), read with each button. */
  describedBy?: string;
  /**
   * In a list's row: Copy, then the rest (and `more`) behind one overflow menu, so a row's
   * actions stay one compact group; the caller places the QR code through `onQrToggle`.
   */
  compact?: boolean;
  /** Further items for the compact menu (e.g. the list's "Transactions"). */
  more?: ReactNode;
  /** The QR code is shown (for a caller that places it). */
  qrShown?: boolean;
  /** The QR button was pressed (for a caller that places it). */
  onQrToggle?: (shown: boolean) => void;
  /** The id of the QR code a caller places, for aria-controls. */
  qrId?: string;
  /** Says how a copy went (the owner announces it). */
  onCopied?: (message: string) => void;
}

/** Copy the link's URL, show its QR code, open its hosted page in a new tab: one button family, the page link dressed as one. */
export function LinkActions({ url, describedBy, compact, more, qrShown, onQrToggle, qrId, onCopied }: LinkActionsProps) {
  const { t } = useLinksT('LinkActions');
  const { copy, copied, failed } = useCopy();
  const [ownShown, setOwnShown] = useState(false);
  const ownQrId = useId();
  const shown = qrShown ?? ownShown;
  const controls = qrId ?? ownQrId;
  // In a row all quiet and small (Copy, and the menu's full-width items); on their own (a link just
  // created) Copy is the view's primary action and the rest quiet, at the controls' height.
  const size = compact ? 'small' : undefined;

  const onCopy = async () => {
    const ok = await copy(url);
    onCopied?.(t(ok ? 'links.copied' : 'links.copyFailed'));
  };
  const toggle = () => {
    setOwnShown(!shown);
    onQrToggle?.(!shown);
  };

  const rest = (
    <>
      <button
        type="button"
        className={button()}
        data-variant="quiet"
        data-size={size}
        aria-describedby={describedBy}
        aria-expanded={shown}
        aria-controls={shown ? controls : undefined}
        onClick={toggle}
      >
        {t(shown ? 'links.qr.hide' : 'links.qr.show')}
      </button>
      <a className={button()} data-variant="quiet" data-size={size} href={url} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
        {t('links.open')} <span className={visuallyHidden()}>{t('links.newTab')}</span>
      </a>
      {more}
    </>
  );

  return (
    <>
      <div className={cx(cluster(), styles.actions())} data-part="link-actions">
        <button
          type="button"
          className={button()}
          data-variant={compact ? 'quiet' : undefined}
          data-size={size}
          aria-describedby={describedBy}
          data-copied={copied || undefined}
          data-failed={failed || undefined}
          onClick={() => void onCopy()}
        >
          {copied ? t('links.copied') : t('links.copy')}
        </button>
        {compact ? (
          <RowMenu label={t('links.more')} describedBy={describedBy}>
            {rest}
          </RowMenu>
        ) : (
          rest
        )}
      </div>
      {!compact && shown ? <LinkQr url={url} id={controls} /> : null}
    </>
  );
}
