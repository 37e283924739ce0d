import { useEffect, useRef, useState } from 'react';
import { button, cx, stack, visuallyHidden } from '../../styles/base';
import { ErrorMessage } from '../forms/Field';
import { RowMenu } from '../../internal/RowMenu';
import { formatPercent, typedHundredths } from '../forms/messages';
import { domId } from '../forms/paths';
import { nameFields } from '../forms/name-fields';
import { PersonFields } from '../forms/PersonFields';
import { familyNameFirst, writtenName } from '../../i18n/name-order';
import { usePaykit } from '../../provider/context';
import * as s from '../forms/styles';
import { TextField } from '../forms/TextField';
import type { Errors } from '../forms/useFormState';
import { useFormsT } from '../forms/useFormsT';
import { ownerPrefix, type OwnerValues } from './values';

/** The "Add another owner" button's id (focus returns to it after a removal). */
export const ADD_OWNER_ID = 'beneficial_owners-add';
const headingId = (index: number) => `beneficial_owners-${index}-heading`;
const actionId = (index: number, action: string) => `beneficial_owners-${index}-${action}`;

/** The beneficial owners section's props. */
export interface OwnersEditorProps {
  /** The owners' answers, in order. */
  owners: readonly OwnerValues[];
  /** Errors by field path. */
  errors: Errors;
  /** How many of each owner's answers are missing or wrong: "Complete" at 0. */
  missing: readonly number[];
  /** The key of the owner whose form is open; the others are summary rows. */
  open: string | null;
  /** Opens one owner's form (null closes it); their answers stay either way. */
  onOpen: (key: string | null) => void;
  /** Called with each new value. */
  onChange: (path: string, value: string, field?: string) => void;
  /** Re-check these fields (`touch`: as if changed). */
  onCheck: (fields: string[], touch?: boolean) => void;
  /** Adds an empty owner and opens it; returns its key. */
  onAdd: () => string;
  /** Removes the owner at `index`. */
  onRemove: (index: number) => void;
  /** Puts back the answers the owner at `index` had when their form opened (Cancel). */
  onRestore: (index: number, owner: OwnerValues) => void;
}

/** An owner with no name yet: a new one, being filled in for the first time. */
const isBlank = (owner: OwnerValues) => !owner.first_name.trim() && !owner.last_name.trim();

/**
 * The beneficial owners as rows (name, share, "Complete" or what is missing, Edit and a "⋯" menu
 * with Remove), one owner's form open at a time, as Stripe lists persons. Closing a form keeps its
 * answers (they live in the form's values and its draft); Cancel, when editing a saved owner, puts
 * back what they had when the form opened. A new owner shows no count of missing details until
 * Save owner (or the form) was tried. Removing asks once, in the row, before the answers go.
 * Focus moves somewhere sensible and each change is announced; the total follows.
 */
export function OwnersEditor({ owners, errors, missing, open, onOpen, onChange, onCheck, onAdd, onRemove, onRestore }: OwnersEditorProps) {
  const { t, tn, locale } = useFormsT('<KybForm>');
  // Names are asked and shown as the words' language writes them (family name first in Japanese…).
  const { lang } = usePaykit('<KybForm>');
  const familyFirst = familyNameFirst(lang);
  const firstQuestion = (prefix: string) => domId(prefix + nameFields(familyFirst)[0]);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  // New owners, not yet saved: their form is being filled in for the first time.
  const [fresh, setFresh] = useState(() => new Set(owners.filter(isBlank).map((owner) => owner.key)));
  // The open owner's answers as they were when the form opened: what Cancel puts back.
  const [opened, setOpened] = useState<OwnerValues | null>(null);
  const focusNext = useRef<string | null>(null);
  const openOwner = owners.find((owner) => owner.key === open) ?? null;
  if ((opened?.key ?? null) !== (openOwner?.key ?? null)) setOpened(openOwner);
  const saved = (key: string) =>
    setFresh((before) => {
      const after = new Set(before);
      after.delete(key);
      return after;
    });

  // Focus moves after the owners re-rendered: into an opened form, back to a closed row, or
  // after a removal to the owner now in that place (else the one before, else "Add an owner").
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    document.getElementById(id)?.focus();
  });

  const move = (id: string) => {
    focusNext.current = id;
  };
  const add = () => {
    // Focus lands in the new owner's form, a group named "Owner 3": that says it was added.
    move(firstQuestion(ownerPrefix(owners.length)));
    const key = onAdd();
    setFresh((before) => new Set(before).add(key));
  };
  const remove = (index: number) => {
    const left = owners.length - 1;
    move(left === 0 ? ADD_OWNER_ID : headingId(Math.min(index, left - 1)));
    setAnnouncement(left === 0 ? t('forms.owner.removedLast', { n: index + 1 }) : t('forms.owner.removed', { n: index + 1, count: left }));
    setConfirming(null);
    onRemove(index);
  };

  // One new owner at a time: while an unsaved owner's form is open, Save owner is the way on, not another owner.
  const adding = openOwner !== null && fresh.has(openOwner.key);
  const total = owners.reduce((sum, owner) => sum + (typedHundredths(owner.ownership_percentage) ?? 0), 0);
  const ownersError = errors.beneficial_owners;
  const small = { className: button(), type: 'button', 'data-size': 'small' } as const;

  return (
    <section className={cx(stack(), s.owners())} aria-labelledby="beneficial_owners-title" data-field="beneficial_owners">
      <div className={s.group()}>
        <h2 id="beneficial_owners-title" className={s.legend()}>
          {t('forms.owners.legend')}
        </h2>
        <p id="beneficial_owners-hint" className={s.hint()}>
          {t('forms.owners.hint')}
        </p>
      </div>
      {owners.length > 0 ? (
        <ul className={s.ownerList()}>
          {owners.map((owner, index) => {
            const prefix = ownerPrefix(index);
            const isOpen = owner.key === open;
            const count = missing[index] ?? 0;
            const share = typedHundredths(owner.ownership_percentage);
            const name = writtenName(owner.first_name, owner.last_name, lang) || t('forms.owner.legend', { n: index + 1 });
            const named = (action: string) => ({ id: actionId(index, action), 'aria-labelledby': `${actionId(index, action)} ${headingId(index)}` });
            // A new owner's form says nothing of what is missing until it was saved or shows an error.
            const quiet = fresh.has(owner.key) && !Object.keys(errors).some((path) => path.startsWith(prefix));
            return (
              <li key={owner.key} data-owner={index} data-state={isOpen ? 'open' : 'closed'}>
                <div className={s.ownerRow()}>
                  <div>
                    <div>
                      <h3 id={headingId(index)} tabIndex={-1}>
                        {name}
                      </h3>
                      {quiet ? null : (
                        <span className={s.pill()} data-tone={count > 0 ? 'warning' : 'success'}>
                          {count > 0 ? tn('forms.owner.missing', count) : t('forms.owner.complete')}
                        </span>
                      )}
                    </div>
                    {share === null ? null : <p>{t('forms.owner.share', { share: formatPercent(share, locale) })}</p>}
                  </div>
                  {confirming === owner.key ? (
                    <div data-part="confirm">
                      <p id={actionId(index, 'confirm')}>{t('forms.owner.confirm', { name })}</p>
                      <button {...small} data-variant="destructive" {...named('yes')} aria-describedby={actionId(index, 'confirm')} onClick={() => remove(index)}>
                        {t('forms.owner.remove')}
                      </button>
                      <button
                        {...small}
                        data-variant="quiet"
                        onClick={() => {
                          setConfirming(null);
                          move(actionId(index, 'more'));
                        }}
                      >
                        {t('forms.owner.cancel')}
                      </button>
                    </div>
                  ) : (
                    <div>
                      {isOpen ? null : (
                        <button
                          {...small}
                          data-variant="quiet"
                          {...named('edit')}
                          onClick={() => {
                            onOpen(owner.key);
                            move(firstQuestion(prefix));
                          }}
                        >
                          {t('forms.owner.edit')}
                        </button>
                      )}
                      <RowMenu id={actionId(index, 'more')} label={t('forms.owner.more', { name })} className={s.ownerMenu()}>
                        <button
                          {...small}
                          data-variant="quiet"
                          data-tone="danger"
                          {...named('remove')}
                          onClick={() => {
                            setConfirming(owner.key);
                            move(actionId(index, 'yes'));
                          }}
                        >
                          {t('forms.owner.remove')}
                        </button>
                      </RowMenu>
                    </div>
                  )}
                </div>
                {isOpen ? (
                  <fieldset className={s.fieldset()} data-layout="stack" aria-labelledby={headingId(index)}>
                    <PersonFields prefix={prefix} value={owner} errors={errors} onChange={onChange} onCheck={onCheck} />
                    <TextField
                      path={`${prefix}ownership_percentage`}
                      label={t('forms.ownership.label')}
                      error={errors[`${prefix}ownership_percentage`]}
                      value={owner.ownership_percentage}
                      // Text, not type="number": that would drop "33,33" typed in a browser set to English.
                      inputMode="decimal"
                      span="6"
                      autoComplete="off"
                      onChange={(next) => onChange(`${prefix}ownership_percentage`, next)}
                      onBlur={() => {
                        onCheck([`${prefix}ownership_percentage`]);
                        // The total's error shows once a share was typed, under the total.
                        if (owner.ownership_percentage) onCheck(['beneficial_owners'], true);
                      }}
                    />
                    <div className={s.actions()}>
                      <button
                        {...small}
                        data-size={undefined}
                        data-variant="secondary"
                        onClick={() => {
                          saved(owner.key);
                          onOpen(null);
                          move(actionId(index, 'edit'));
                        }}
                      >
                        {t('forms.owner.save')}
                      </button>
                      {fresh.has(owner.key) || !opened ? null : (
                        <button
                          {...small}
                          data-size={undefined}
                          data-variant="quiet"
                          onClick={() => {
                            onRestore(index, opened);
                            onOpen(null);
                            move(actionId(index, 'edit'));
                          }}
                        >
                          {t('forms.owner.cancel')}
                        </button>
                      )}
                    </div>
                  </fieldset>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={s.group()} data-invalid={ownersError ? 'true' : undefined}>
        <p id="beneficial_owners-total" className={s.total()} role="status">
          {t('forms.owners.total', { total: formatPercent(total, locale) })}
        </p>
        <ErrorMessage path="beneficial_owners" error={ownersError} />
        {adding ? null : (
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
        )}
      </div>
      <p className={visuallyHidden()} role="status" data-part="owners-announcer">
        {announcement}
      </p>
    </section>
  );
}
