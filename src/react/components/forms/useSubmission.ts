import { useCallback, useRef, useState } from 'react';
import { useStatusT } from '../../i18n/useStatusT';
import { problemWords } from '../../internal/problem-words';
import { classifyFailure, type SubmitFailure } from './submit';
import type { Errors, FormState } from './useFormState';
import { useLatest } from '../../internal/useLatest';

/** Where a submission stands: the form's `data-state`. */
export type SubmitState = 'editing' | 'invalid' | 'submitting' | 'failed' | 'submitted';

/** What useSubmission sends, and how it maps the service's answers back to fields. */
export interface SubmissionOptions<V, B, R> {
  /** The form's state (values, errors, checks). */
  form: FormState<V>;
  /** The request body from valid values. */
  body: (values: V) => B;
  /** Sends the body; resolves with the account. */
  send: (body: B) => Promise<R>;
  /** The field a server error's `param` belongs to, or null. */
  fieldFor: (param: string | null) => string | null;
  /** The service accepted the body. */
  onSuccess: (result: R, body: B) => void;
  /**
   * The answers were refused (by the checks or the service): true when this moved focus itself
   * (to a field it had to open first), so the summary shows without taking focus.
   */
  onInvalid?: (errors: Errors) => boolean;
}

/** What useSubmission gives the form. */
export interface Submission {
  /** Where the submission stands. */
  state: SubmitState;
  /** Set when the last attempt failed for a reason "Try again" may fix. */
  retryable: (SubmitFailure & { kind: 'retry' }) | null;
  /** Errors of the whole request (no field to show them at), listed in the summary. */
  formErrors: string[];
  /** Bumped on each failed attempt the summary explains, so it takes focus again. */
  focusSignal: number;
  /** Checks every field, then sends when they are valid. */
  submit: () => void;
}

/**
 * Submit: check everything; with errors, the summary takes focus; else send once (repeated
 * submits while sending are ignored) and sort a failure into field, form or "try again".
 * Values are never touched here, so nothing typed is lost whatever happens.
 */
export function useSubmission<V, B, R>(options: SubmissionOptions<V, B, R>): Submission {
  const [state, setState] = useState<SubmitState>('editing');
  const [retryable, setRetryable] = useState<Submission['retryable']>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [focusSignal, setFocusSignal] = useState(0);
  const sending = useRef(false);
  const latest = useLatest(options);
  // The words for a failed request's kind (the service's message is never shown).
  const statusT = useLatest(useStatusT('KycForm/KybForm').t);

  const submit = useCallback(() => {
    if (sending.current) return;
    const { form, body, send, fieldFor, onSuccess, onInvalid } = latest.current;
    const refused = (errors: Errors) => {
      setState('invalid');
      if (!onInvalid?.(errors)) setFocusSignal((n) => n + 1);
    };
    const errors = form.validateAll();
    setFormErrors([]);
    setRetryable(null);
    if (Object.keys(errors).length > 0) {
      refused(errors);
      return;
    }
    const request = body(form.current());
    sending.current = true;
    setState('submitting');
    send(request).then(
      (result) => {
        sending.current = false;
        setState('submitted');
        onSuccess(result, request);
      },
      (error: unknown) => {
        sending.current = false;
        const failure = classifyFailure(error, fieldFor, (failed) => problemWords(failed, statusT.current));
        if (failure.kind === 'retry') {
          setState('failed');
          setRetryable(failure);
          return;
        }
        if (failure.kind === 'field') {
          form.addErrors({ [failure.path]: failure.message });
          refused({ [failure.path]: failure.message });
        } else {
          setFormErrors([failure.message]);
          refused({});
        }
      },
    );
  }, [latest, statusT]);

  return { state, retryable, formErrors, focusSignal, submit };
}
