import type { IdType } from 'paykit/schemas';
import { ID_TYPES } from '../../../shared/schemas/account-vocabulary';
import { AddressFields, type AddressField } from './AddressFields';
import { CountrySelect } from './CountrySelect';
import { DateInput } from './DateInput';
import { familyNameFirst } from '../../i18n/name-order';
import { usePaykit } from '../../provider/context';
import { nameFields } from './name-fields';
import type { PersonValues } from './person';
import { RadioGroup } from './RadioGroup';
import { TextField } from './TextField';
import type { Errors } from './useFormState';
import { useFormsT } from './useFormsT';

/** A person's questions' props (KYC, and each beneficial owner). */
export interface PersonFieldsProps {
  /** "" for the KYC form, "beneficial_owners[1]." for an owner. */
  prefix: string;
  /** The current value. */
  value: PersonValues;
  /** Errors by field path. */
  errors: Errors;
  /** `field` is the question's path when `path` is a part of it (a date's day). */
  onChange: (path: string, value: string, field?: string) => void;
  /** Re-check these fields (they lost focus, or something they depend on changed). */
  onCheck: (fields: string[]) => void;
  /** The person filling in the form (browsers may autofill), rather than someone else. */
  self?: boolean;
}

/** A person's questions: name (in the order the words' language writes one), date of birth, nationality, ID document and home address. */
export function PersonFields({ prefix, value, errors, onChange, onCheck, self = false }: PersonFieldsProps) {
  const { t } = useFormsT('PersonFields');
  const { lang } = usePaykit('PersonFields');
  const p = (field: string) => prefix + field;
  const auto = (token: string) => (self ? token : 'off');
  const text = (field: 'first_name' | 'last_name', token: string) => (
    <TextField
      key={field}
      path={p(field)}
      label={t(`forms.${field}.label`)}
      hint={t(`forms.${field}.hint`)}
      error={errors[p(field)]}
      value={value[field]}
      autoComplete={auto(token)}
      spellCheck={false}
      span="6"
      onChange={(next) => onChange(p(field), next)}
      onBlur={() => onCheck([p(field)])}
    />
  );
  // The ID type rule reads nationality and address country; the address rules read the country.
  const changeAddress = (field: AddressField, next: string) => {
    onChange(p(`address.${field}`), next);
    if (field === 'country') onCheck([p('address.country'), p('address.state'), p('address.postcode'), p('id_type')]);
    if (field === 'state') onCheck([p('address.state')]);
  };
  return (
    <>
      {nameFields(familyNameFirst(lang)).map((field) => text(field, field === 'first_name' ? 'given-name' : 'family-name'))}
      <DateInput
        path={p('date_of_birth')}
        legend={t('forms.date_of_birth.label')}
        error={errors[p('date_of_birth')]}
        value={value.date_of_birth}
        autoComplete={self ? 'bday' : undefined}
        span="6"
        onChange={(part, next) => onChange(p(`date_of_birth.${part}`), next, p('date_of_birth'))}
        onBlur={() => onCheck([p('date_of_birth')])}
      />
      <CountrySelect
        path={p('nationality')}
        label={t('forms.nationality.label')}
        hint={t('forms.nationality.hint')}
        error={errors[p('nationality')]}
        value={value.nationality}
        span="6"
        onChange={(code) => {
          onChange(p('nationality'), code);
          onCheck([p('nationality'), p('id_type')]);
        }}
        onBlur={() => onCheck([p('nationality')])}
      />
      <RadioGroup<IdType>
        path={p('id_type')}
        legend={t('forms.id_type.label')}
        error={errors[p('id_type')]}
        value={value.id_type}
        // A national ID card needs no words; the passport is recommended, the licence is only for Australians.
        options={ID_TYPES.map((type) => ({ value: type, label: t(`forms.id_type.${type}`), hint: type === 'national_id' ? null : t(`forms.id_type.${type}.hint`) }))}
        onChange={(type) => {
          onChange(p('id_type'), type);
          onCheck([p('id_type')]);
        }}
        onBlur={() => onCheck([p('id_type')])}
      />
      <TextField
        path={p('id_number')}
        label={t('forms.id_number.label')}
        hint={t('forms.id_number.hint')}
        error={errors[p('id_number')]}
        value={value.id_number}
        span="6"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        onChange={(next) => onChange(p('id_number'), next)}
        onBlur={() => onCheck([p('id_number')])}
      />
      <AddressFields
        path={p('address')}
        legend={t('forms.address.legend')}
        value={value.address}
        errors={errors}
        autoComplete={self}
        onChange={changeAddress}
        onBlur={(field) => onCheck([p(`address.${field}`)])}
      />
    </>
  );
}
