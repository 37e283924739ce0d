import { useEffect, useRef, useState } from 'react';
import type { PaymentLink } from '../../shared/schemas/payments';
import { formatAmount } from '../../shared/format-amount';
import { StatusIcon } from '../../react/internal/StatusIcon';
import { button } from '../../react/styles/base';
import { LinkActions } from '../PaymentLinkList/LinkActions';
import { useLinksT } from '../PaymentLinkList/useLinksT';
import * as listStyles from '../PaymentLinkList/styles';
import * as styles from './styles';

/** The link just created: its URL to copy, its QR code, its hosted page; focus moves here. */
export function CreatedLink({ link, onAnother, level }: { link: PaymentLink; onAnother: () => void; level: 3 }) {
  const { t, locale } = useLinksT('CreatePaymentLink');
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${level}` as 'h3';
  const [copyMessage, setCopyMessage] = useState('');
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.created()} data-part="created" data-link-id={link.id}>
      <div className={listStyles.notice()} data-tone="success">
        <StatusIcon tone="success" />
        <Heading ref={heading} tabIndex={-1} id={`${link.id}-created`} className={styles.createdTitle()}>
          {t('create.created')}
        </Heading>
      </div>
      <p>
        <strong>
          {formatAmount(link.amount, locale, link.currency)} {link.currency}
        </strong>
        {link.description ? ` · ${link.description}` : null}
      </p>
      <p className={listStyles.url()} data-part="url">
        {link.url}
      </p>
      <LinkActions url={link.url} describedBy={`${link.id}-created`} onCopied={setCopyMessage} />
      <p role="status" className={listStyles.muted()} data-part="copy-status">
        {copyMessage}
      </p>
      <div>
        <button type="button" className={button()} data-variant="secondary" onClick={onAnother}>
          {t('create.another')}
        </button>
      </div>
    </div>
  );
}
