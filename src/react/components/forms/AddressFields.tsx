import type { ReactNode } from 'react';
import { AU_STATES } from '../../../shared/schemas/plain-rules';
import { CountrySelect } from './CountrySelect';
import { Field, type FieldSpan } from './Field';
import type { Errors } from './useFormState';
import * as s from './styles';
import { TextField } from './TextField';
import { useFormsT } from './useFormsT';

/** An address's answers, as typed. */
export interface AddressValues {
  /** ISO 3166-1 alpha-2 code, or '' for none yet. */
  country: string;
  /** First address line. */
  line1: string;
  /** Second address line (optional). */
  line2: string;
  /** Town, suburb or city. */
  city: string;
  /** Where the submission stands. */
  state: string;
  /** Postcode. */
  postcode: string;
}

/** An address with nothing answered yet. */
export const emptyAddress = (): AddressValues => ({ country: '', line1: '', line2: '', city: '', state: '', postcode: '' });

/** One field of an address. */
export type AddressField = keyof AddressValues;

/** The fields in the order they are asked: country first, so the ones that depend on it follow. */
export const ADDRESS_FIELDS: readonly AddressField[] = ['country', 'line1', 'line2', 'city', 'state', 'postcode'];

/** The address group's props. */
export interface AddressFieldsProps {
  /** "address", "registered_address", "beneficial_owners[1].address". */
  path: string;
  /** The group's visible title. */
  legend: ReactNode;
  /** The current value. */
  value: AddressValues;
  /** Errors by field path. */
  errors: Errors;
  /** Called with each new value. */
  onChange: (field: AddressField, value: string) => void;
  /** Focus left the control. */
  onBlur: (field: AddressField) => void;
  /** The person's own address: browsers may fill it in. */
  autoComplete?: boolean;
}

/**
 * An address in a fieldset. In Australia the state is one of the eight codes (a select) and the
 * postcode four digits (a numeric keypad on phones); elsewhere both are free text.
 */
export function AddressFields({ path, legend, value, errors, onChange, onBlur, autoComplete = false }: AddressFieldsProps) {
  const { t } = useFormsT('AddressFields');
  const au = value.country === 'AU';
  const auto = (token: string) => (autoComplete ? token : 'off');
  const at = (field: AddressField) => `${path}.${field}`;
  const text = (field: AddressField, label: string, token: string, extra: { optional?: boolean; span?: FieldSpan; inputMode?: 'numeric' } = {}) => (
    <TextField
      path={at(field)}
      label={label}
      error={errors[at(field)]}
      value={value[field]}
      autoComplete={auto(token)}
      onChange={(next) => onChange(field, next)}
      onBlur={() => onBlur(field)}
      {...extra}
    />
  );
  return (
    <fieldset className={s.fieldset()} data-layout="stack" data-field={path}>
      <legend className={s.legend()}>{legend}</legend>
      <CountrySelect
        path={at('country')}
        label={t('forms.address.country')}
        error={errors[at('country')]}
        value={value.country}
        autoComplete={auto('country')}
        onChange={(code) => onChange('country', code)}
        onBlur={() => onBlur('country')}
      />
      {text('line1', t('forms.address.line1'), 'address-line1')}
      {text('line2', t('forms.address.line2'), 'address-line2', { optional: true })}
      {/* Town a third, state the most room (a select shows "New South Wales" whole), postcode a quarter. */}
      {text('city', t('forms.address.city'), 'address-level2', { span: '4' })}
      {au ? (
        <Field path={at('state')} label={t('forms.address.stateAu')} error={errors[at('state')]} span="5">
          {(control) => (
            <select
              {...control}
              className={s.select()}
              autoComplete={auto('address-level1')}
              // A state typed for another country stays in the values (nothing is lost if the
              // country changes back); the select shows it only when it is an Australian code.
              value={(AU_STATES as readonly string[]).includes(value.state) ? value.state : ''}
              onChange={(event) => onChange('state', event.target.value)}
              onBlur={() => onBlur('state')}
            >
              <option value="">{t('forms.select.state')}</option>
              {AU_STATES.map((code) => (
                <option key={code} value={code}>
                  {t(`forms.au_state.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        text('state', t('forms.address.state'), 'address-level1', { span: '5' })
      )}
      {text('postcode', t('forms.address.postcode'), 'postal-code', au ? { span: '3', inputMode: 'numeric' } : { span: '3' })}
    </fieldset>
  );
}
