import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { dates, FORMS_NOW } from '../../../../test/fixtures/onboarding-forms';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { BadRequestError, InternalServerError, PaykitConnectionError, UnprocessableEntityError } from '../../../shared/errors';
import { ISO_COUNTRY_CODES } from '../../../shared/schemas/countries';
import { countryOptions } from './countries';
import { dateParts, DateInput, emptyDate, isoDate, type DateParts } from './DateInput';
import { ErrorSummary } from './ErrorSummary';
import { Field } from './Field';
import { RadioGroup } from './RadioGroup';
import { dateMessage, ownershipMessage, typedHundredths, type MessageContext } from './messages';
import { domId, getIn, parsePath, setIn } from './paths';
import { classifyFailure } from './submit';
import { draftStorageKey, pickStrings, readDraft } from './useDraft';
import { fieldFor, summaryItems } from './validation';
import { enOnboardingForms } from '../../i18n/en-onboarding-forms';
import { interpolate } from '../../i18n/format';

afterEach(() => sessionStorage.clear());

const context: MessageContext = {
  t: (key, vars) => interpolate(enOnboardingForms[key], vars),
  locale: 'en',
  today: new Date(FORMS_NOW).toISOString().slice(0, 10),
};

describe('field paths', () => {
  it('read the proxy’s param notation and make stable DOM ids', () => {
    expect(parsePath('beneficial_owners[1].address.postcode')).toEqual(['beneficial_owners', 1, 'address', 'postcode']);
    expect(domId('beneficial_owners[1].date_of_birth')).toBe('beneficial_owners-1-date_of_birth');
    expect(domId('address.state')).toBe('address-state');
    expect(domId('first_name')).toBe('first_name');
  });

  it('get and set nested values without mutating', () => {
    const before = { owners: [{ name: 'a' }, { name: 'b' }], x: { y: '1' } };
    const after = setIn(before, 'owners[1].name', 'c');
    expect(getIn(after, 'owners[1].name')).toBe('c');
    expect(before.owners[1]?.name).toBe('b');
    expect(after.owners[0]).toBe(before.owners[0]);
    expect(Array.isArray(after.owners)).toBe(true);
  });
});

describe('dates', () => {
  it('turns three parts into YYYY-MM-DD and back', () => {
    expect(isoDate({ day: '3', month: '7', year: '1990' })).toBe('1990-07-03');
    expect(dateParts('1990-07-03')).toEqual({ day: '3', month: '7', year: '1990' });
    expect(dateParts('nonsense')).toEqual({ day: '', month: '', year: '' });
  });

  const message = (iso: string) => dateMessage(dateParts(iso), context);
  it('says what is wrong with a date of birth', () => {
    expect(dateMessage({ day: '3', month: '', year: '1990' }, context)).toBe('Date of birth must include a day, month and year');
    expect(dateMessage({ day: '3', month: '7', year: '90' }, context)).toBe('Year must include 4 numbers');
    expect(dateMessage({ day: 'x', month: '7', year: '1990' }, context)).toBe('Date of birth must be a real date');
    expect(message(dates.notReal)).toBe('Date of birth must be a real date');
    expect(dateMessage({ day: '29', month: '2', year: '2023' }, context)).toBe('Date of birth must be a real date');
    expect(message(dates.before1900)).toBe('Date of birth must be in 1900 or later');
    expect(message('2027-01-01')).toBe('Date of birth must be in the past');
    expect(message(dates.oneDayUnder18)).toBe('The person must be 18 or older');
  });
});

describe('ownership', () => {
  it('reads percentages exactly, in hundredths', () => {
    expect(typedHundredths('24.99')).toBe(2499);
    expect(typedHundredths('25')).toBe(2500);
    expect(typedHundredths('33.3')).toBe(3330);
    expect(typedHundredths('1.234')).toBeNull();
    expect(typedHundredths('abc')).toBeNull();
  });

  it('says what is wrong with a share', () => {
    expect(ownershipMessage('abc', context)).toBe('Ownership must be a number, like 25 or 33.33');
    expect(ownershipMessage('25.123', context)).toBe('Ownership can have at most 2 decimal places');
    expect(ownershipMessage('24.99', context)).toMatch(/^Ownership must be between 25% and 100%/);
  });
});

describe('countries', () => {
  it('lists every ISO-2 code with its name in the locale, sorted by name', () => {
    const en = countryOptions('en');
    expect(en).toHaveLength(ISO_COUNTRY_CODES.length);
    expect(en.find((c) => c.code === 'AU')?.name).toBe('Australia');
    const names = en.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(countryOptions('de').find((c) => c.code === 'AU')?.name).toBe('Australien');
  });
});

describe('drafts', () => {
  it('keep only the known string fields of what was stored', () => {
    const template = { a: '', nested: { b: '', c: '' } };
    expect(pickStrings(template, { a: 'x', nested: { b: 5, c: 'y' }, evil: 'z' })).toEqual({ a: 'x', nested: { b: '', c: 'y' } });
    expect(pickStrings(template, 'garbage')).toEqual(template);
  });

  it('are read back from sessionStorage under a key that includes the draft key', () => {
    expect(draftStorageKey('kyc', 'user-1')).toBe('paykit:draft:kyc:user-1');
    sessionStorage.setItem('paykit:draft:kyc:user-1', '{"first_name":"Ada"}');
    expect(readDraft('paykit:draft:kyc:user-1')).toEqual({ first_name: 'Ada' });
    sessionStorage.setItem('paykit:draft:kyc:broken', '{not json');
    expect(readDraft('paykit:draft:kyc:broken')).toBeNull();
  });
});

describe('server errors', () => {
  const fields = ['first_name', 'address.country', 'address.postcode', 'beneficial_owners[1].date_of_birth'];

  it('land on the field the param names, or the first field inside it', () => {
    expect(fieldFor('address.postcode', fields)).toBe('address.postcode');
    expect(fieldFor('address', fields)).toBe('address.country');
    expect(fieldFor('beneficial_owners[1].date_of_birth', fields)).toBe('beneficial_owners[1].date_of_birth');
    expect(fieldFor('nothing_like_it', fields)).toBeNull();
    expect(fieldFor(null, fields)).toBeNull();
  });

  it('sort failures into field, form and "try again"', () => {
    const find = (param: string | null) => fieldFor(param, fields);
    const bad = new BadRequestError({ status: 400, code: 'invalid_request', message: 'address.postcode must be four digits', param: 'address.postcode' });
    // The words for the failure's kind, never the service's message.
    const words = (error: unknown) => `words for ${(error as { status: number }).status}`;
    expect(classifyFailure(bad, find, words)).toEqual({ kind: 'field', path: 'address.postcode', message: 'words for 400' });
    const rule = new UnprocessableEntityError({ status: 422, code: 'unprocessable_entity', message: 'Name does not match' });
    expect(classifyFailure(rule, find, words)).toEqual({ kind: 'form', message: 'words for 422' });
    expect(classifyFailure(new PaykitConnectionError('offline'), find, words)).toEqual({ kind: 'retry', message: null });
    expect(classifyFailure(new InternalServerError({ status: 500, code: 'internal_error', message: 'x' }), find, words)).toEqual({
      kind: 'retry',
      message: 'words for 500',
    });
  });

  it('are listed in the order the fields are asked', () => {
    const items = summaryItems({ 'address.postcode': 'P', first_name: 'F', elsewhere: 'E' }, fields);
    expect(items).toEqual([
      { targetId: 'first_name', text: 'F' },
      { targetId: 'address-postcode', text: 'P' },
      { targetId: null, text: 'E' },
    ]);
  });
});

describe('Field, DateInput and ErrorSummary', () => {
  it('Field ties label, hint and error to the control', () => {
    renderWithPaykit(
      <Field path="address.postcode" label="Postcode" hint="4 digits" error="Enter the postcode">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Postcode');
    expect(input).toHaveAttribute('id', 'address-postcode');
    expect(input).toHaveAttribute('aria-describedby', 'address-postcode-hint address-postcode-error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('4 digits Error: Enter the postcode');
    expect(document.getElementById('address-postcode-error')).toHaveTextContent('Enter the postcode');
  });

  it('Field: the hint under the label, the error under the control; "(optional)" only where one may skip it', () => {
    renderWithPaykit(
      <>
        <Field path="city" label="City" hint="Or suburb" error="Enter the city" span="4">
          {(control) => <input {...control} />}
        </Field>
        <Field path="line2" label="Address line 2" optional>
          {(control) => <input {...control} />}
        </Field>
      </>,
    );
    const group = document.querySelector('[data-field="city"]')!;
    expect([...group.children].map((child) => child.tagName + (child.id ? `#${child.id}` : ''))).toEqual(['LABEL', 'SPAN#city-hint', 'INPUT#city', 'P#city-error']);
    expect(group).toHaveAttribute('data-span', '4');
    expect(screen.getByLabelText('City')).toHaveAccessibleName('City');
    expect(screen.getByLabelText('Address line 2 (optional)')).toHaveAttribute('id', 'line2');
  });

  it('DateInput and RadioGroup: the error under the parts and under the choices', () => {
    renderWithPaykit(
      <>
        <DateInput path="date_of_birth" legend="Date of birth" error="Enter your date of birth" value={emptyDate()} onChange={() => {}} />
        <RadioGroup path="id_type" legend="ID document" error="Select one" value="" options={[{ value: 'passport', label: 'Passport' }]} onChange={() => {}} />
      </>,
    );
    for (const path of ['date_of_birth', 'id_type']) {
      const group = document.querySelector(`fieldset[data-field="${path}"]`)!;
      expect(group.lastElementChild).toHaveAttribute('id', `${path}-error`);
    }
  });

  it('Field without error or hint has no describedby and no aria-invalid', () => {
    renderWithPaykit(
      <Field path="city" label="City">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('City');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('DateInput: three labelled fields in a group, blur only when focus leaves the group', async () => {
    const user = userEvent.setup();
    const blurs: number[] = [];
    function Harness() {
      const [value, setValue] = useState<DateParts>({ day: '', month: '', year: '' });
      return (
        <>
          <DateInput
            path="dob"
            legend="Date of birth"
            hint="For example, 27 3 1990"
            value={value}
            onChange={(part, v) => setValue({ ...value, [part]: v })}
            onBlur={() => blurs.push(1)}
          />
          <button type="button">after</button>
        </>
      );
    }
    renderWithPaykit(<Harness />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group).toHaveAccessibleDescription('For example, 27 3 1990');
    await user.click(screen.getByLabelText('Day'));
    await user.keyboard('27');
    await user.tab();
    expect(screen.getByLabelText('Month')).toHaveFocus();
    await user.keyboard('3');
    await user.tab();
    await user.keyboard('1990');
    expect(blurs).toHaveLength(0);
    await user.tab();
    expect(blurs).toHaveLength(1);
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
    expect(screen.getByLabelText('Day')).toHaveAttribute('id', 'dob');
    expect(screen.getByLabelText('Day')).toHaveAttribute('inputmode', 'numeric');
  });

  it('ErrorSummary takes focus when told and its links focus their fields', async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithPaykit(
      <>
        <ErrorSummary
          items={[
            { targetId: 'name', text: 'Enter the name' },
            { targetId: null, text: 'Refused' },
          ]}
          focusSignal={0}
        />
        <label htmlFor="name">Name</label>
        <input id="name" />
      </>,
    );
    const summary = screen.getByRole('alert').parentElement as HTMLElement;
    expect(summary).not.toHaveFocus();
    rerender(
      <>
        <ErrorSummary
          items={[
            { targetId: 'name', text: 'Enter the name' },
            { targetId: null, text: 'Refused' },
          ]}
          focusSignal={1}
        />
        <label htmlFor="name">Name</label>
        <input id="name" />
      </>,
    );
    expect(summary).toHaveFocus();
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByText('Refused').closest('a')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Enter the name' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('ErrorSummary renders nothing without errors', () => {
    render(<div data-testid="box" />);
    renderWithPaykit(<ErrorSummary items={[]} focusSignal={1} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
