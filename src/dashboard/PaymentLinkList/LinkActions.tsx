import { useId, useState } from 'react';
import { useCopy } from '../../react/hooks/useCopy';
import { button, visuallyHidden } from '../../react/styles/base';
import { LinkQr } from './LinkQr';
import * as styles from './styles';
import { useLinksT } from './useLinksT';

/** What LinkActions shows and says. */
export interface LinkActionsProps {
  /** The link's hosted page. */
  url: string;
  /** The id of the text naming the link (its row header), read with each button. */
  describedBy?: string;
  /** Where the QR code goes: beside the buttons, or left to the caller through `onQrToggle`. */
  qrPlacement?: 'inline' | 'none';
  /** The QR code is shown (for a caller that places it). */
  qrShown?: boolean;
  /** The QR button was pressed (for a caller that places it). */
  onQrToggle?: (shown: boolean) => void;
  /** The id of the QR code a caller places, for aria-controls. */
  qrId?: string;
  /** Says how a copy went (the owner announces it). */
  onCopied?: (message: string) => void;
}

/** Copy the link's URL, show its QR code, open its hosted page in a new tab. */
export function LinkActions({ url, describedBy, qrPlacement = 'inline', qrShown, onQrToggle, qrId, onCopied }: LinkActionsProps) {
  const { t } = useLinksT('LinkActions');
  const { copy, copied, failed } = useCopy();
  const [ownShown, setOwnShown] = useState(false);
  const ownQrId = useId();
  const shown = qrShown ?? ownShown;
  const controls = qrId ?? ownQrId;

  const onCopy = async () => {
    const ok = await copy(url);
    onCopied?.(t(ok ? 'links.copied' : 'links.copyFailed'));
  };
  const toggle = () => {
    setOwnShown(!shown);
    onQrToggle?.(!shown);
  };

  return (
    <>
      <div className={styles.actions()} data-part="link-actions">
        <button
          type="button"
          className={button()}
          data-variant="secondary"
          data-size="small"
          aria-describedby={describedBy}
          data-copied={copied || undefined}
          data-failed={failed || undefined}
          onClick={() => void onCopy()}
        >
          {copied ? t('links.copied') : t('links.copy')}
        </button>
        <button
          type="button"
          className={button()}
          data-variant="secondary"
          data-size="small"
          aria-describedby={describedBy}
          aria-expanded={shown}
          aria-controls={shown ? controls : undefined}
          onClick={toggle}
        >
          {t(shown ? 'links.qr.hide' : 'links.qr.show')}
        </button>
        <a className={styles.link()} href={url} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
          {t('links.open')} <span className={visuallyHidden()}>{t('links.newTab')}</span>
        </a>
      </div>
      {qrPlacement === 'inline' && shown ? <LinkQr url={url} id={controls} /> : null}
    </>
  );
}
