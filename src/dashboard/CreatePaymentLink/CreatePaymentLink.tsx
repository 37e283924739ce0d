import type { PaymentLink } from 'paykit/schemas';
import type { HeadingLevel, WithRootProps } from 'paykit';
import type { PaymentAsset } from 'paykit/schemas';
import { forwardRef, useId, useRef, useState, type FormEvent } from 'react';
import { createPaymentLink } from '../../client/dashboard';
import { formatAmount } from '../../shared/format-amount';
import { PAYMENT_ASSETS, PAYMENT_LINK_DESCRIPTION_MAX } from '../../shared/schemas/payment-vocabulary';
import { ErrorSummary, type SummaryItem } from '../../react/components/forms/ErrorSummary';
import { Field } from '../../react/components/forms/Field';
import * as formStyles from '../../react/components/forms/styles';
import { useFormState } from '../../react/components/forms/useFormState';
import { summaryItems } from '../../react/components/forms/validation';
import { StatusIcon } from '../../react/internal/StatusIcon';
import { usePaykit } from '../../react/provider/context';
import { button, cluster, cx, visuallyHidden } from '../../react/styles/base';
import { useLinksT } from '../PaymentLinkList/useLinksT';
import { CreatedLink } from './CreatedLink';
import { describeRefusal } from './refusal';
import * as styles from './styles';
import { LINK_FIELDS, linkBody, validateLink, type LinkFormValues } from './validation';

/** CreatePaymentLink's own props. */
export interface CreatePaymentLinkOwnProps {
  /** Called with the link the proxy created (e.g. to refresh a PaymentLinkList beside it). */
  onCreated?: (link: PaymentLink) => void;
  /** Called with each failure to create (it is also shown). */
  onError?: (error: unknown) => void;
  /** The currencies offered (default: every payment asset). */
  currencies?: readonly PaymentAsset[];
  /** The currency chosen at first (default: the first offered). */
  defaultCurrency?: PaymentAsset;
  /** The heading's level (default 2). */
  headingLevel?: HeadingLevel;
  /** Extra classes on the root `<form>`. */
  className?: string;
}

/** CreatePaymentLink's props: its own, and any attribute of its root `<form>`. */
export type CreatePaymentLinkProps = WithRootProps<CreatePaymentLinkOwnProps, 'form'>;

/** What the form is doing: its `data-state`. */
export type CreatePaymentLinkPhase = 'editing' | 'invalid' | 'submitting' | 'failed' | 'created';

/**
 * Creates a payment link: amount, currency and an optional description, checked with the shared
 * schema before sending (GOV.UK-style errors), the proxy's refusals in words, and the new link
 * to copy, scan or open. Nothing typed is lost on an error.
 */
export const CreatePaymentLink = forwardRef<HTMLFormElement, CreatePaymentLinkProps>(function CreatePaymentLink(
  { onCreated, onError, currencies = PAYMENT_ASSETS, defaultCurrency, headingLevel = 2, className, ...rootProps },
  ref,
) {
  const { client } = usePaykit('CreatePaymentLink');
  const { t, locale } = useLinksT('CreatePaymentLink');
  const firstCurrency = defaultCurrency ?? currencies[0] ?? 'USDT';
  const form = useFormState<LinkFormValues>({
    initial: () => ({ amount: '', currency: firstCurrency, description: '' }),
    validate: (values) => validateLink(values, t, locale),
  });
  const [phase, setPhase] = useState<CreatePaymentLinkPhase>('editing');
  const [refusal, setRefusal] = useState('');
  const [focusSignal, setFocusSignal] = useState(0);
  const [created, setCreated] = useState<PaymentLink | null>(null);
  const sending = useRef(false);
  const titleId = useId();
  const Heading = `h${headingLevel}` as 'h2';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    setRefusal('');
    const errors = form.validateAll();
    if (Object.keys(errors).length > 0) {
      setPhase('invalid');
      setFocusSignal((n) => n + 1);
      return;
    }
    sending.current = true;
    setPhase('submitting');
    createPaymentLink(client, linkBody(form.current(), locale)).then(
      (link) => {
        sending.current = false;
        setCreated(link);
        setPhase('created');
        onCreated?.(link);
      },
      (error: unknown) => {
        sending.current = false;
        const words = describeRefusal(error, t);
        if (words.field) {
          form.addErrors({ [words.field]: words.message });
          setPhase('invalid');
          setFocusSignal((n) => n + 1);
        } else {
          setRefusal(words.message);
          setPhase('failed');
        }
        onError?.(error);
      },
    );
  };

  const another = () => {
    form.update(() => ({ amount: '', currency: form.current().currency, description: '' }));
    setCreated(null);
    setPhase('editing');
  };

  const busy = phase === 'submitting';
  const summary: SummaryItem[] = phase === 'invalid' ? summaryItems(form.errors, LINK_FIELDS) : [];
  const { values, errors } = form;

  return (
    <form
      {...rootProps}
      ref={ref}
      className={cx(formStyles.form(), styles.pairs(), className)}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-paykit="create-payment-link"
      data-state={phase}
      noValidate
      onSubmit={submit}
    >
      {/* Once created, the moment's own heading says it: the form's stays for the name only. */}
      <Heading id={titleId} className={created ? visuallyHidden() : styles.heading()}>
        {t('create.title')}
      </Heading>
      {created ? (
        <CreatedLink link={created} onAnother={another} level={Math.min(headingLevel + 1, 6)} />
      ) : (
        <>
          <ErrorSummary items={summary} focusSignal={phase === 'invalid' ? focusSignal : 0} oneAtField />
          <Field path="amount" span="8" label={t('create.amount')} error={errors.amount}>
            {(control) => (
              <input
                {...control}
                name="amount"
                // An example, not a hint line: the amount's label then lines up with the currency's beside it.
                placeholder={t('create.amount.hint', { example: formatAmount('25.00', locale) })}
                className={formStyles.input()}
                value={values.amount}
                inputMode="decimal"
                autoComplete="off"
                onChange={(event) => form.setValue('amount', event.target.value)}
                onBlur={() => form.check(['amount'])}
              />
            )}
          </Field>
          <Field path="currency" span="4" label={t('create.currency')} error={errors.currency}>
            {(control) => (
              <select
                {...control}
                name="currency"
                className={formStyles.select()}
                value={values.currency}
                onChange={(event) => {
                  form.setValue('currency', event.target.value);
                  // The amount's allowed decimals depend on the currency.
                  form.check(['currency', 'amount']);
                }}
              >
                {currencies.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            path="description"
            label={t('create.description')}
            hint={t('create.description.hint', { max: PAYMENT_LINK_DESCRIPTION_MAX })}
            error={errors.description}
            optional
          >
            {(control) => (
              <textarea
                {...control}
                name="description"
                className={cx(formStyles.input(), styles.textarea())}
                value={values.description}
                rows={3}
                onChange={(event) => form.setValue('description', event.target.value)}
                onBlur={() => form.check(['description'])}
              />
            )}
          </Field>
          {refusal ? (
            <div className={formStyles.notice()} data-tone="danger" role="alert" data-part="refusal">
              <StatusIcon tone="danger" />
              <p>{refusal}</p>
            </div>
          ) : null}
          <div className={cluster()} data-gap="3">
            <button type="submit" className={button()} aria-disabled={busy || undefined}>
              {t('create.submit')}
            </button>
            <p role="status" data-part="submit-status">
              {busy ? t('create.submitting') : ''}
            </p>
          </div>
        </>
      )}
    </form>
  );
});
