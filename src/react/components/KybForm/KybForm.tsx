import type { BusinessType, KybBody, OnboardingAccountView } from 'paykit/schemas';
import { forwardRef, useCallback, useEffect, useMemo, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { auBusinessNumberKind, formatAuBusinessNumber } from '../../../shared/au-business-number';
import { BUSINESS_TYPES } from '../../../shared/schemas/account-vocabulary';
import { kybPaths } from '../../../shared/schemas/form-checks';
import { kybRuleIssues } from '../../../shared/schemas/rule-issues';
import { submitKyb } from '../../../client/onboarding';
import { familyNameFirst } from '../../i18n/name-order';
import { usePaykit } from '../../provider/context';
import { AddressFields } from '../forms/AddressFields';
import { inNameOrder } from '../forms/name-fields';
import { personFields } from '../forms/person';
import { CountrySelect } from '../forms/CountrySelect';
import { FormShell } from '../forms/FormShell';
import { domId } from '../forms/paths';
import { RadioGroup } from '../forms/RadioGroup';
import * as s from '../forms/styles';
import { TextField } from '../forms/TextField';
import { draftStorageKey, readDraft, useDraft } from '../forms/useDraft';
import { useFormState, type Errors } from '../forms/useFormState';
import { useFormsT } from '../forms/useFormsT';
import { foldMissing } from '../forms/missing';
import { useSubmission } from '../forms/useSubmission';
import { useValidationContext } from '../forms/useValidationContext';
import { errorsAt, fieldFor, rulePaths, summaryItems } from '../forms/validation';
import { ADD_OWNER_ID, OwnersEditor } from './OwnersEditor';
import { afterRemoval, emptyOwner, kybBodyOf, kybFields, kybValues, ownerPrefix, restoreKyb, type KybValues } from './values';

/** What onSubmitted gets beside the account. */
export interface KybSubmittedInfo {
  /** The body the service accepted. */
  body: KybBody;
  /** True for trusts: the trust deed is uploaded next, with the registration documents. */
  requiresTrustDeed: boolean;
}

/** KybForm's own props. */
export interface KybFormOwnProps {
  /** Answers to start from (a body). A saved draft wins over them. Without owners, one empty owner is shown. */
  defaultValues?: Partial<KybBody>;
  /** After the service accepted the details. */
  onSubmitted?: (account: OnboardingAccountView, info: KybSubmittedInfo) => void;
  /** Sends the body instead of POST {baseUrl}/onboarding/kyb (flows, tests, stories). Reject to show a failure. */
  onSubmit?: (body: KybBody) => Promise<OnboardingAccountView>;
  /** Names the sessionStorage draft, so a reload keeps what was typed. Default "default". */
  draftKey?: string;
  /** The submit button's text (default "Continue"). */
  submitLabel?: ReactNode;
  /** Shows the beneficial owners before the business's own details (a reviewer asked about the owners). */
  ownersFirst?: boolean;
  /**
   * Shows only the beneficial owners (a reviewer asked about them alone): the business's own
   * answers are kept and sent as they were, and appear only when one of them needs fixing.
   */
  ownersOnly?: boolean;
  /** Extra classes on the root `<form>`. */
  className?: string;
}

/** KybForm's props: its own, and any attribute of its root `<form>` (its own `onSubmit` sends the details). */
export type KybFormProps = KybFormOwnProps & Omit<ComponentPropsWithoutRef<'form'>, keyof KybFormOwnProps | 'children'>;

const OWNER_PATH = /^beneficial_owners\[(\d+)\]/;
const OWNER_ID = /^beneficial_owners-(\d+)-/;

/** The field paths in the order the page asks them (an owner's name family name first where the language writes it so). */
function fieldOrder(values: KybValues, ownersFirst: boolean, familyFirst: boolean): string[] {
  const all = inNameOrder(kybFields(values), familyFirst);
  if (!ownersFirst) return all;
  const owner = (path: string) => path.startsWith('beneficial_owners');
  return [...all.filter(owner), ...all.filter((path) => !owner(path))];
}

/** How many of each owner's answers are wrong or missing, from every error the checks find and every one shown. */
function missingPerOwner(values: KybValues, ...errors: Errors[]): number[] {
  const paths = new Set(errors.flatMap((each) => Object.keys(each)));
  return values.beneficial_owners.map((_, index) => [...paths].filter((path) => path.startsWith(ownerPrefix(index))).length);
}

/**
 * A business's details (KYB): legal name, registration number (ABN/ACN checked and formatted for
 * Australia), business type, registered address and the beneficial owners, each with a person's
 * details and a share of 25–100% (together at most 100%).
 * The ref and other props go to its root `<form>`.
 */
export const KybForm = forwardRef<HTMLFormElement, KybFormProps>(function KybForm(
  { defaultValues, onSubmitted, onSubmit, draftKey = 'default', submitLabel, ownersFirst: ownersFirstProp = false, ownersOnly = false, className, ...rootProps },
  ref,
) {
  const { client, lang } = usePaykit('<KybForm>');
  const familyFirst = familyNameFirst(lang);
  const { t, tn } = useFormsT('<KybForm>');
  const { today, context } = useValidationContext('<KybForm>');
  const storageKey = draftStorageKey('kyb', draftKey);
  const ownersFirst = ownersFirstProp || ownersOnly;

  const validate = useCallback(
    (values: KybValues) => {
      const body = kybBodyOf(values);
      return errorsAt([...kybPaths(body, today()), ...rulePaths(kybRuleIssues(body))], values, context());
    },
    [today, context],
  );
  const form = useFormState<KybValues>({
    initial: () => {
      const start = kybValues(defaultValues);
      const draft = readDraft(storageKey);
      return draft ? restoreKyb(start, draft) : start;
    },
    validate,
  });
  const draft = useDraft(storageKey, form.values, form.dirty);
  const values = form.values;
  const found = useMemo(() => validate(values), [validate, values]);
  const missing = missingPerOwner(values, found, form.errors);
  // One owner's form is open at a time: to start, the first with something missing (an empty form's only owner).
  const [open, setOpen] = useState<string | null>(() => values.beneficial_owners[missing.findIndex((count) => count > 0)]?.key ?? null);
  const focusAfter = useRef<string | null>(null);
  // Hidden business answers show once sending finds one wrong or missing (kept shown, so fixing one never
  // hides it mid-typing). Not before: the reviewer asked about the owners, and a tab that did not send the
  // business's details has them empty, which would put the whole business form back under the owners.
  const businessWrong = (errors: Errors) => Object.keys(errors).some((path) => !path.startsWith('beneficial_owners'));
  const [showBusiness, setShowBusiness] = useState(!ownersOnly);
  if (!showBusiness && businessWrong(form.errors)) setShowBusiness(true);
  useEffect(() => {
    const id = focusAfter.current;
    focusAfter.current = null;
    if (id) document.getElementById(id)?.focus();
  });
  const openOwner = (index: number) => setOpen(form.current().beneficial_owners[index]?.key ?? null);
  const fields = useMemo(() => fieldOrder(values, ownersFirst, familyFirst), [values, ownersFirst, familyFirst]);
  const au = values.country_of_incorporation === 'AU';

  const submission = useSubmission({
    form,
    body: kybBodyOf,
    send: (body) => (onSubmit ? onSubmit(body) : submitKyb(client, body)),
    fieldFor: (param) => fieldFor(param, inNameOrder(kybFields(form.current()), familyFirst)),
    onSuccess: (account, body) => {
      draft.clear();
      onSubmitted?.(account, { body, requiresTrustDeed: body.business_type === 'trust' });
    },
    // An owner with errors opens; when theirs is the first error, focus goes straight to it.
    onInvalid: (errors) => {
      const order = fieldOrder(form.current(), ownersFirst, familyFirst);
      const rank = (path: string) => (order.includes(path) ? order.indexOf(path) : order.length);
      const wrong = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
      const owner = wrong.map((path) => OWNER_PATH.exec(path)).find(Boolean);
      if (!owner) return false;
      openOwner(Number(owner[1]));
      if (!OWNER_PATH.test(wrong[0] as string)) return false;
      focusAfter.current = domId(wrong[0] as string);
      return true;
    },
  });

  const summary = useMemo(() => {
    const items = (errors: Errors) =>
      summaryItems(errors, fields, {
        target: (path) => {
          if (path === 'beneficial_owners') {
            return values.beneficial_owners.length > 0 ? domId('beneficial_owners[0].ownership_percentage') : ADD_OWNER_ID;
          }
          return fields.includes(path) ? domId(path) : null;
        },
        text: (path, message) => {
          const owner = OWNER_PATH.exec(path);
          return owner ? t('forms.summary.owner', { n: Number(owner[1]) + 1, message }) : message;
        },
      });
    return foldMissing(form.errors, values, items, (count) => tn('forms.errorSummary.missing', count));
  }, [form.errors, fields, values, t, tn]);

  // ABN/ACN: grouped as soon as the digits make a valid number (when typing at the end), and on blur.
  const changeRegistration = (next: string, input: HTMLInputElement) => {
    const atEnd = input.selectionStart === null || input.selectionStart === next.length;
    form.setValue('registration_number', au && atEnd && auBusinessNumberKind(next) ? formatAuBusinessNumber(next) : next);
  };
  const blurRegistration = () => {
    const typed = form.current().registration_number;
    if (au && auBusinessNumberKind(typed.trim())) {
      const formatted = formatAuBusinessNumber(typed.trim());
      if (formatted !== typed) form.setValue('registration_number', formatted);
    }
    form.check(['registration_number']);
  };
  const changeCountry = (code: string) => {
    form.setValue('country_of_incorporation', code);
    const typed = form.current().registration_number.trim();
    if (code === 'AU' && auBusinessNumberKind(typed)) form.setValue('registration_number', formatAuBusinessNumber(typed));
    form.check(['country_of_incorporation', 'registration_number']);
  };

  const business = (
    <>
      <TextField
        path="legal_name"
        label={t('forms.legal_name.label')}
        hint={t('forms.legal_name.hint')}
        error={form.errors.legal_name}
        value={values.legal_name}
        autoComplete="organization"
        onChange={(next) => form.setValue('legal_name', next)}
        onBlur={() => form.check(['legal_name'])}
      />
      <CountrySelect
        path="country_of_incorporation"
        label={t('forms.country_of_incorporation.label')}
        error={form.errors.country_of_incorporation}
        value={values.country_of_incorporation}
        onChange={changeCountry}
        onBlur={() => form.check(['country_of_incorporation'])}
      />
      <TextField
        path="registration_number"
        label={t(au ? 'forms.registration_number.labelAu' : 'forms.registration_number.label')}
        hint={au ? t('forms.registration_number.hintAu') : null}
        error={form.errors.registration_number}
        value={values.registration_number}
        inputMode={au ? 'numeric' : 'text'}
        autoComplete="off"
        spellCheck={false}
        onChange={changeRegistration}
        onBlur={blurRegistration}
      />
      <RadioGroup<BusinessType>
        path="business_type"
        legend={t('forms.business_type.label')}
        error={form.errors.business_type}
        value={values.business_type}
        options={BUSINESS_TYPES.map((type) => ({ value: type, label: t(`forms.business_type.${type}`) }))}
        onChange={(type) => {
          form.setValue('business_type', type);
          form.check(['business_type']);
        }}
        onBlur={() => form.check(['business_type'])}
      />
      <div className={s.liveSlot()} aria-live="polite" data-part="trust-note">
        {values.business_type === 'trust' ? <p className={s.notice()}>{t('forms.trust.note')}</p> : null}
      </div>
      <AddressFields
        path="registered_address"
        legend={t('forms.registered_address.legend')}
        value={values.registered_address}
        errors={form.errors}
        onChange={(field, next) => {
          form.setValue(`registered_address.${field}`, next);
          if (field === 'country') form.check(['registered_address.country', 'registered_address.state', 'registered_address.postcode']);
          if (field === 'state') form.check(['registered_address.state']);
        }}
        onBlur={(field) => form.check([`registered_address.${field}`])}
      />
    </>
  );
  const owners = (
    <OwnersEditor
      owners={values.beneficial_owners}
      errors={form.errors}
      missing={missing}
      open={open}
      onOpen={setOpen}
      onChange={(path, value, field) => form.setValue(path, value, field)}
      onCheck={form.check}
      onAdd={() => {
        const owner = emptyOwner();
        form.update((current) => ({ ...current, beneficial_owners: [...current.beneficial_owners, owner] }));
        setOpen(owner.key);
        form.check(['beneficial_owners']);
        return owner.key;
      }}
      onRestore={(index, owner) => {
        form.update((current) => ({ ...current, beneficial_owners: current.beneficial_owners.map((each, i) => (i === index ? owner : each)) }));
        form.check([...personFields(ownerPrefix(index)), `${ownerPrefix(index)}ownership_percentage`, 'beneficial_owners']);
      }}
      onRemove={(index) => {
        form.update((current) => ({ ...current, beneficial_owners: current.beneficial_owners.filter((_, i) => i !== index) }));
        form.rekey(afterRemoval(index));
        form.check(['beneficial_owners']);
      }}
    />
  );

  return (
    <FormShell
      ref={ref}
      rootProps={rootProps}
      name="kyb"
      submission={submission}
      summary={summary}
      submitLabel={submitLabel}
      className={className}
      reveal={(id) => {
        const owner = OWNER_ID.exec(id);
        if (owner) openOwner(Number(owner[1]));
      }}
    >
      {ownersFirst ? owners : business}
      {ownersFirst ? showBusiness && business : owners}
    </FormShell>
  );
});
