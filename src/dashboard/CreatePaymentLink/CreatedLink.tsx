import type { PaymentLink } from 'paykit/schemas';
import { useEffect, useRef, useState } from 'react';
import { formatAmount } from '../../shared/format-amount';
import { shortenMiddle } from '../../react/internal/shorten-middle';
import { StatusIcon } from '../../react/internal/StatusIcon';
import { button, visuallyHidden } from '../../react/styles/base';
import { LinkActions } from '../PaymentLinkList/LinkActions';
import { useLinksT } from '../PaymentLinkList/useLinksT';
import * as listStyles from '../PaymentLinkList/styles';
import { amount } from '../TransactionDetails/styles';
import * as styles from './styles';

/** The link's address without its scheme, its middle left out past 36 characters so the id at its end stays. */
export function shortUrl(url: string): string {
  return shortenMiddle(url.replace(/^https?:\/\//, ''), 36, 17);
}

/** The link just created, as a success moment: the check, the amount, its URL, Copy link first; focus moves here. */
export function CreatedLink({ link, onAnother, level }: { link: PaymentLink; onAnother: () => void; level: number }) {
  const { t, locale } = useLinksT('CreatePaymentLink');
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${level}` as 'h3';
  const [copyMessage, setCopyMessage] = useState('');
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.created()} data-part="created" data-link-id={link.id}>
      <span className={styles.mark()}>
        <StatusIcon tone="success" />
      </span>
      <Heading ref={heading} tabIndex={-1} id={`${link.id}-created`} data-part="title">
        {t('create.created')}
      </Heading>
      <p className={amount()} data-part="amount">
        {formatAmount(link.amount, locale, link.currency)} {link.currency}
      </p>
      {link.description ? <p className={listStyles.muted()}>{link.description}</p> : null}
      {/* The whole address is what Copy link copies and Open page opens. */}
      <p className={listStyles.url()} data-part="url" dir="ltr">
        {shortUrl(link.url)}
      </p>
      <LinkActions url={link.url} describedBy={`${link.id}-created`} onCopied={setCopyMessage} />
      <p role="status" className={visuallyHidden()} data-part="copy-status">
        {copyMessage}
      </p>
      <button type="button" className={button()} data-variant="quiet" onClick={onAnother}>
        {t('create.another')}
      </button>
    </div>
  );
}
