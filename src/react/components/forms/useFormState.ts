import { useCallback, useMemo, useRef, useState } from 'react';
import { setIn } from './paths';
import { useLatest } from '../../internal/useLatest';

/** Field path → the message shown at that field (and in the summary). */
export type Errors = Record<string, string>;

/** How useFormState starts and checks. */
export interface FormStateOptions<V> {
  /** The values to start from (called once). */
  initial: () => V;
  /** Every error of the whole form, keyed by field path. */
  validate: (values: V) => Errors;
}

/** The answers, their errors, and the ways to change and check them. */
export interface FormState<V> {
  /** The current answers. */
  values: V;
  /** Errors by field path. */
  errors: Errors;
  /** Times the person tried to submit: the summary shows only after the first. */
  submitCount: number;
  /** True once the person changed anything (drafts are saved only then). */
  dirty: boolean;
  /** `field` is the question the value belongs to ("date_of_birth" for "date_of_birth.day"). */
  setValue: (path: string, value: unknown, field?: string) => void;
  /** Replaces the values as a whole (adding or removing an owner). */
  update: (change: (values: V) => V) => void;
  /**
   * Re-checks these fields (on blur, or when a value they depend on changed): their error is
   * set or cleared, but only once the field was changed, already shows an error, or the form
   * was submitted — tabbing through an empty form shows nothing. `touch` counts them as changed
   * (a rule over several fields, like the owners' total, speaks once any of them changed).
   */
  check: (fields: readonly string[], touch?: boolean) => void;
  /** Checks everything (on submit); returns the errors. */
  validateAll: () => Errors;
  /** Puts errors on fields (a server's answer). */
  addErrors: (errors: Errors) => void;
  /** Renames or drops error and touched paths (owner indexes shift when one is removed). */
  rekey: (rename: (path: string) => string | null) => void;
  /** The latest values, also between a change and the next render. */
  current: () => V;
}

/**
 * A form's answers and errors, GOV.UK style: a field is checked when it loses focus, and every
 * field on submit; a field's error clears as soon as its value is right.
 */
export function useFormState<V>({ initial, validate }: FormStateOptions<V>): FormState<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [dirty, setDirty] = useState(false);
  const valuesRef = useRef(values);
  const validateRef = useLatest(validate);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);

  const write = useCallback((next: V) => {
    valuesRef.current = next;
    setValues(next);
    setDirty(true);
  }, []);

  const check = useCallback(
    (fields: readonly string[], touch = false) => {
      if (touch) for (const field of fields) touched.current.add(field);
      const all = validateRef.current(valuesRef.current);
      setErrors((previous) => {
        const next = { ...previous };
        for (const field of fields) {
          if (!(submitted.current || touched.current.has(field) || field in previous)) continue;
          const message = all[field];
          if (message) next[field] = message;
          else delete next[field];
        }
        return next;
      });
    },
    [validateRef],
  );

  return useMemo<FormState<V>>(
    () => ({
      values,
      errors,
      submitCount,
      dirty,
      setValue(path, value, field = path) {
        touched.current.add(field);
        write(setIn(valuesRef.current, path, value));
        // An error goes as soon as the value is right, while typing: were it to go on blur, the
        // page would shift between the mousedown and mouseup of the next click, losing it.
        // A new error still waits for blur or submit.
        setErrors((previous) => {
          if (!(field in previous) || validateRef.current(valuesRef.current)[field]) return previous;
          const next = { ...previous };
          delete next[field];
          return next;
        });
      },
      update(change) {
        write(change(valuesRef.current));
      },
      check,
      validateAll() {
        submitted.current = true;
        const all = validateRef.current(valuesRef.current);
        setErrors(all);
        setSubmitCount((n) => n + 1);
        return all;
      },
      addErrors(more) {
        setErrors((previous) => ({ ...previous, ...more }));
      },
      rekey(rename) {
        const renamed = new Set<string>();
        for (const path of touched.current) {
          const next = rename(path);
          if (next !== null) renamed.add(next);
        }
        touched.current = renamed;
        setErrors((previous) => {
          const next: Errors = {};
          for (const [path, message] of Object.entries(previous)) {
            const to = rename(path);
            if (to !== null) next[to] = message;
          }
          return next;
        });
      },
      current: () => valuesRef.current,
    }),
    [values, errors, submitCount, dirty, write, check, validateRef],
  );
}
