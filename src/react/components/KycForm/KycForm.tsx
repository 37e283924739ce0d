import type { KycBody } from 'paykit/schemas';
import type { OnboardingAccountView } from 'paykit/schemas';
import { forwardRef, useCallback, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { kycPaths } from '../../../shared/schemas/form-checks';
import { kycRuleIssues } from '../../../shared/schemas/rule-issues';
import { submitKyc } from '../../../client/onboarding';
import { familyNameFirst } from '../../i18n/name-order';
import { usePaykit } from '../../provider/context';
import { FormShell } from '../forms/FormShell';
import { personBody, personFields, personValues, type PersonValues } from '../forms/person';
import { inNameOrder } from '../forms/name-fields';
import { PersonFields } from '../forms/PersonFields';
import { draftStorageKey, pickStrings, readDraft, useDraft } from '../forms/useDraft';
import { useFormState } from '../forms/useFormState';
import { useFormsT } from '../forms/useFormsT';
import { foldMissing } from '../forms/missing';
import { useSubmission } from '../forms/useSubmission';
import { useValidationContext } from '../forms/useValidationContext';
import { errorsAt, fieldFor, rulePaths, summaryItems } from '../forms/validation';

/** KycForm's own props. */
export interface KycFormOwnProps {
  /** Answers to start from (a body, e.g. what the platform already knows). A saved draft wins over them. */
  defaultValues?: Partial<KycBody>;
  /** After the service accepted the details: the account as the proxy answered it. */
  onSubmitted?: (account: OnboardingAccountView, info: { body: KycBody }) => void;
  /** Sends the body instead of POST {baseUrl}/onboarding/kyc (flows, tests, stories). Reject to show a failure. */
  onSubmit?: (body: KycBody) => Promise<OnboardingAccountView>;
  /** Names the sessionStorage draft (per person or session), so a reload keeps what was typed. Default "default". */
  draftKey?: string;
  /** The submit button's text (default "Continue"). */
  submitLabel?: ReactNode;
  /** Extra classes on the root `<form>`. */
  className?: string;
}

/** KycForm's props: its own, and any attribute of its root `<form>` (its own `onSubmit` sends the details). */
export type KycFormProps = KycFormOwnProps & Omit<ComponentPropsWithoutRef<'form'>, keyof KycFormOwnProps | 'children'>;

/**
 * An individual's identity details (KYC) for the signed-in customer's connected account, with
 * GOV.UK-style errors: checked on blur and on submit with the service's own schema and rules.
 * The ref and other props go to its root `<form>`.
 */
export const KycForm = forwardRef<HTMLFormElement, KycFormProps>(function KycForm(
  { defaultValues, onSubmitted, onSubmit, draftKey = 'default', submitLabel, className, ...rootProps },
  ref,
) {
  const { client, lang } = usePaykit('<KycForm>');
  // The summary lists the errors in the order the form asks, and the name's order follows the language.
  const fields = useMemo(() => inNameOrder(personFields(), familyNameFirst(lang)), [lang]);
  const { today, context } = useValidationContext('<KycForm>');
  const storageKey = draftStorageKey('kyc', draftKey);

  const validate = useCallback(
    (values: PersonValues) => {
      const body = personBody(values);
      return errorsAt([...kycPaths(body, today()), ...rulePaths(kycRuleIssues(body))], values, context());
    },
    [today, context],
  );
  const form = useFormState<PersonValues>({
    initial: () => {
      const start = personValues(defaultValues);
      const draft = readDraft(storageKey);
      return draft ? pickStrings(start, draft) : start;
    },
    validate,
  });
  const draft = useDraft(storageKey, form.values, form.dirty);

  const submission = useSubmission({
    form,
    body: (values) => personBody(values),
    send: (body) => (onSubmit ? onSubmit(body) : submitKyc(client, body)),
    fieldFor: (param) => fieldFor(param, fields),
    onSuccess: (account, body) => {
      draft.clear();
      onSubmitted?.(account, { body });
    },
  });

  const { tn } = useFormsT('<KycForm>');
  const summary = useMemo(
    () =>
      foldMissing(
        form.errors,
        form.values,
        (errors) => summaryItems(errors, fields),
        (count) => tn('forms.errorSummary.missing', count),
      ),
    [form.errors, form.values, tn, fields],
  );

  return (
    <FormShell ref={ref} rootProps={rootProps} name="kyc" submission={submission} summary={summary} submitLabel={submitLabel} className={className}>
      <PersonFields
        prefix=""
        value={form.values}
        errors={form.errors}
        self
        onChange={(path, value, field) => form.setValue(path, value, field)}
        onCheck={form.check}
      />
    </FormShell>
  );
});
