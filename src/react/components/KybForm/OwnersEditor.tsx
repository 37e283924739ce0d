import { useEffect, useRef, useState } from 'react';
import { button, visuallyHidden } from '../../styles/base';
import { ErrorMessage } from '../forms/Field';
import { formatPercent, typedHundredths } from '../forms/messages';
import { domId } from '../forms/paths';
import { PersonFields } from '../forms/PersonFields';
import * as s from '../forms/styles';
import { TextField } from '../forms/TextField';
import type { Errors } from '../forms/useFormState';
import { useFormsT } from '../forms/useFormsT';
import { ownerPrefix, type OwnerValues } from './values';

/** The "Add another owner" button's id (focus returns to it after a removal). */
export const ADD_OWNER_ID = 'beneficial_owners-add';
const headingId = (index: number) => `beneficial_owners-${index}-heading`;

/** The beneficial owners section's props. */
export interface OwnersEditorProps {
  /** The owners' answers, in order. */
  owners: readonly OwnerValues[];
  /** Errors by field path. */
  errors: Errors;
  /** Called with each new value. */
  onChange: (path: string, value: string, field?: string) => void;
  /** Re-check these fields. */
  onCheck: (fields: string[]) => void;
  /** Adds an empty owner. */
  onAdd: () => void;
  /** Removes the owner at `index`. */
  onRemove: (index: number) => void;
}

/**
 * The beneficial owners: one fieldset per owner (a person's questions plus their share), add and
 * remove with focus moved somewhere sensible and the change announced, and the running total.
 */
export function OwnersEditor({ owners, errors, onChange, onCheck, onAdd, onRemove }: OwnersEditorProps) {
  const { t, locale } = useFormsT('<KybForm>');
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);

  // Focus moves after the owners list re-rendered: to the new owner's first field, or after a
  // removal to the owner now in that place (else the one before, else "Add an owner").
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    document.getElementById(id)?.focus();
  });

  const add = () => {
    focusNext.current = domId(`${ownerPrefix(owners.length)}first_name`);
    setAnnouncement(t('forms.owner.added', { n: owners.length + 1 }));
    onAdd();
  };
  const remove = (index: number) => {
    const left = owners.length - 1;
    focusNext.current = left === 0 ? ADD_OWNER_ID : headingId(Math.min(index, left - 1));
    setAnnouncement(left === 0 ? t('forms.owner.removedLast', { n: index + 1 }) : t('forms.owner.removed', { n: index + 1, count: left }));
    onRemove(index);
  };

  const known = owners.map((owner) => typedHundredths(owner.ownership_percentage) ?? 0);
  const total = known.reduce((sum, h) => sum + h, 0);
  const over = total > 100_00;
  const ownersError = errors.beneficial_owners;

  return (
    <section className={s.fieldset()} data-layout="stack" aria-labelledby="beneficial_owners-title" data-field="beneficial_owners">
      <div className={s.group()}>
        <h2 id="beneficial_owners-title" className={s.legend()} data-size="large">
          {t('forms.owners.legend')}
        </h2>
        <p id="beneficial_owners-hint" className={s.hint()}>
          {t('forms.owners.hint')}
        </p>
      </div>
      {owners.map((owner, index) => {
        const prefix = ownerPrefix(index);
        return (
          <fieldset key={owner.key} className={s.owner()} data-owner={index}>
            <legend className={s.legend()} data-size="large">
              <h3 id={headingId(index)} tabIndex={-1}>
                {t('forms.owner.legend', { n: index + 1 })}
              </h3>
            </legend>
            <PersonFields prefix={prefix} value={owner} errors={errors} onChange={onChange} onCheck={onCheck} />
            <TextField
              path={`${prefix}ownership_percentage`}
              label={t('forms.ownership.label')}
              hint={t('forms.ownership.hint')}
              error={errors[`${prefix}ownership_percentage`]}
              value={owner.ownership_percentage}
              // Text, not type="number": that would drop "33,33" typed in a browser set to English.
              inputMode="decimal"
              width="6"
              autoComplete="off"
              onChange={(next) => onChange(`${prefix}ownership_percentage`, next)}
              onBlur={() => onCheck([`${prefix}ownership_percentage`, 'beneficial_owners'])}
            />
            <div className={s.actions()}>
              <button type="button" className={button()} data-variant="destructive" data-size="small" onClick={() => remove(index)}>
                {t('forms.owner.remove', { n: index + 1 })}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className={s.group()} data-invalid={ownersError ? 'true' : undefined}>
        <p id="beneficial_owners-total" className={s.total()} data-over={over ? 'true' : undefined} role="status">
          {t(over ? 'forms.owners.totalOver' : 'forms.owners.total', { total: formatPercent(total, locale) })}
        </p>
        <ErrorMessage path="beneficial_owners" error={ownersError} />
        <div className={s.actions()}>
          <button
            id={ADD_OWNER_ID}
            type="button"
            className={button()}
            data-variant="secondary"
            aria-describedby={ownersError && owners.length === 0 ? 'beneficial_owners-error' : undefined}
            onClick={add}
          >
            {t(owners.length === 0 ? 'forms.owner.add' : 'forms.owner.addAnother')}
          </button>
        </div>
      </div>
      <p className={visuallyHidden()} role="status" data-part="owners-announcer">
        {announcement}
      </p>
    </section>
  );
}
