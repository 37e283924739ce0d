import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountView,
  badRequest,
  businessRule,
  createFormsClient,
  dates,
  FORMS_NOW,
  offline,
  validKyc,
  validKycNonAu,
  type FormsClient,
} from '../../../../test/fixtures/onboarding-forms';
import { renderWithPaykit, type RenderOptions } from '../../../../test/fixtures/render';
import { apiErrorFor } from '../../../shared/errors';
import type { KycBody } from '../../../shared/schemas/accounts';
import { KycForm, type KycFormProps } from './KycForm';

// Whole-form typing in jsdom is slow on a busy 2-core machine; the assertions, not time, decide.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function renderKyc(props: KycFormProps = {}, options: RenderOptions & { client?: FormsClient } = {}) {
  const client = options.client ?? createFormsClient();
  const result = renderWithPaykit(<KycForm {...props} />, { now: () => FORMS_NOW, ...options, client });
  return { ...result, client, user: userEvent.setup({ delay: null }) };
}

const form = () => document.querySelector<HTMLFormElement>('form[data-form="kyc"]')!;
const summary = () => document.querySelector<HTMLElement>('[data-part="error-summary"]');
const summaryLinks = () =>
  within(summary()!)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
const submitButton = () => form().querySelector<HTMLButtonElement>('button[type="submit"]')!;
const submit = (user: UserEvent) => user.click(submitButton());
const errorAt = (id: string) => document.getElementById(`${id}-error`)?.textContent?.replace(/^Error: /, '') ?? null;

/** Fills a blank form from a body by typing, the way a person would. */
async function fill(user: UserEvent, body: KycBody) {
  await user.type(screen.getByLabelText('First name'), body.first_name);
  await user.type(screen.getByLabelText('Last name'), body.last_name);
  const [year, month, day] = body.date_of_birth.split('-');
  await user.type(screen.getByLabelText('Day'), String(Number(day)));
  await user.type(screen.getByLabelText('Month'), String(Number(month)));
  await user.type(screen.getByLabelText('Year'), year!);
  await user.selectOptions(screen.getByLabelText('Nationality'), body.nationality);
  await user.click(screen.getByLabelText({ passport: 'Passport', drivers_licence: "Driver's licence", national_id: 'National ID card' }[body.id_type]));
  await user.type(screen.getByLabelText('Document number'), body.id_number);
  await user.selectOptions(screen.getByLabelText('Country'), body.address.country);
  await user.type(screen.getByLabelText('Address line 1'), body.address.line1);
  if (body.address.line2) await user.type(screen.getByLabelText(/Address line 2/), body.address.line2);
  await user.type(screen.getByLabelText('Town, suburb or city'), body.address.city);
  if (body.address.country === 'AU') await user.selectOptions(screen.getByLabelText('State or territory'), body.address.state);
  else await user.type(screen.getByLabelText('State, province or region'), body.address.state);
  await user.type(screen.getByLabelText('Postcode'), body.address.postcode);
}

describe('KycForm fields', () => {
  it('asks every individual field the service takes, each labelled, groups in fieldsets with legends', () => {
    renderKyc();
    for (const label of [
      'First name',
      'Last name',
      'Day',
      'Month',
      'Year',
      'Nationality',
      'Document number',
      'Country',
      'Address line 1',
      'Town, suburb or city',
      'State, province or region',
      'Postcode',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Address line 2 (optional)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Which ID document will be used?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Home address' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('As shown on the ID document');
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Day')).toHaveAttribute('autocomplete', 'bday-day');
    expect(form()).toHaveAttribute('novalidate');
  });

  it('explains the ID types that need it: passport recommended, the licence only for Australians', () => {
    renderKyc();
    expect(screen.getByLabelText('Passport')).toHaveAccessibleDescription('Accepted for all nationalities. Recommended.');
    expect(screen.getByRole('radio', { name: "Driver's licence" })).toHaveAccessibleDescription('For Australian licence holders.');
    expect(screen.getByRole('radio', { name: 'National ID card' })).not.toHaveAttribute('aria-describedby');
  });

  it('offers nationality and country as ISO-2 codes named in the locale, sorted by name', () => {
    renderKyc({}, { locale: 'de' });
    const nationality = screen.getByLabelText<HTMLSelectElement>('Nationality');
    const options = [...nationality.options].slice(1);
    expect(options).toHaveLength(249);
    expect(options.every((o) => /^[A-Z]{2}$/.test(o.value))).toBe(true);
    expect(options.find((o) => o.value === 'DE')?.textContent).toBe('Deutschland');
    const names = options.map((o) => o.textContent ?? '');
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    expect(nationality.options[0]).toHaveValue('');
    expect(screen.getByLabelText<HTMLSelectElement>('Country').options).toHaveLength(250);
  });

  it('Australian address: state as a select of the eight codes, a numeric 4-digit postcode', async () => {
    const { user } = renderKyc();
    await user.selectOptions(screen.getByLabelText('Country'), 'AU');
    const state = screen.getByLabelText<HTMLSelectElement>('State or territory');
    expect(state.tagName).toBe('SELECT');
    expect([...state.options].map((o) => o.value)).toEqual(['', 'NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']);
    expect(state.options[1]).toHaveTextContent('New South Wales');
    const postcode = screen.getByLabelText('Postcode');
    expect(postcode).toHaveAttribute('inputmode', 'numeric');
    // No hint: the postcode sits in a row of three with city and state, and its error says "4 digits".
    expect(postcode).not.toHaveAttribute('aria-describedby');
  });

  it('other countries: free-text state and postcode; a typed state survives a trip through AU', async () => {
    const { user } = renderKyc();
    await user.selectOptions(screen.getByLabelText('Country'), 'NZ');
    await user.type(screen.getByLabelText('State, province or region'), 'Auckland');
    expect(screen.getByLabelText('Postcode')).not.toHaveAttribute('inputmode');
    await user.selectOptions(screen.getByLabelText('Country'), 'AU');
    expect(screen.getByLabelText('State or territory')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Country'), 'NZ');
    expect(screen.getByLabelText('State, province or region')).toHaveValue('Auckland');
  });

  it('starts from defaultValues', () => {
    renderKyc({ defaultValues: validKyc });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Day')).toHaveValue('27');
    expect(screen.getByLabelText('Month')).toHaveValue('3');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
    expect(screen.getByLabelText('Passport')).toBeChecked();
    expect(screen.getByLabelText('State or territory')).toHaveValue('NSW');
  });
});

describe('KycForm validation on submit', () => {
  it('empty form: the summary takes focus and links the first of the required fields; nothing is sent', async () => {
    const { user, client } = renderKyc();
    await submit(user);
    expect(summary()).toHaveFocus();
    expect(within(summary()!).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(summaryLinks()).toEqual([['Fill in the 11 required fields marked below', '#first_name']]);
    expect(client.requests).toHaveLength(0);
    expect(form()).toHaveAttribute('data-state', 'invalid');
  });

  it('each field: message id "<field>-error", described by hint and error, aria-invalid', async () => {
    const { user } = renderKyc();
    await submit(user);
    const first = screen.getByLabelText('First name');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAttribute('aria-describedby', 'first_name-hint first_name-error');
    expect(first).toHaveAccessibleDescription('As shown on the ID document Error: Enter your first name');
    const line1 = screen.getByLabelText('Address line 1');
    expect(line1).toHaveAttribute('aria-describedby', 'address-line1-error');
    expect(line1).toHaveAccessibleDescription('Error: Enter the first line of the address');
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAttribute('aria-describedby', 'date_of_birth-error');
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Which ID document will be used?' })).toHaveAttribute('aria-describedby', 'id_type-error');
    expect(screen.getByLabelText(/Address line 2/)).not.toHaveAttribute('aria-invalid');
  });

  it('summary links move focus to their field (the day of a date, the first radio of a choice)', async () => {
    const { user } = renderKyc({ defaultValues: { ...validKyc, date_of_birth: '', address: { ...validKyc.address, postcode: '30' } } });
    await submit(user);
    await user.click(screen.getByRole('link', { name: 'Fill in the required field marked below' }));
    expect(screen.getByLabelText('Day')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Enter a postcode with 4 digits, like 2000' }));
    expect(screen.getByLabelText('Postcode')).toHaveFocus();
  });

  it('the link for the empty fields moves focus to the first radio of an unanswered choice', async () => {
    const { user } = renderKyc({ defaultValues: { ...validKyc, id_type: '' as KycBody['id_type'] } });
    await submit(user);
    await user.click(screen.getByRole('link', { name: 'Fill in the required field marked below' }));
    expect(screen.getByLabelText('Passport')).toHaveFocus();
  });

  it('names: required and at most 100 characters', async () => {
    const { user } = renderKyc({ defaultValues: { ...validKyc, first_name: 'A'.repeat(101), last_name: '   ' } });
    await submit(user);
    expect(errorAt('first_name')).toBe('First name must be 100 characters or fewer');
    expect(errorAt('last_name')).toBe('Enter your last name');
  });

  it.each([
    [dates.notReal, 'Date of birth must be a real date'],
    [dates.oneDayUnder18, 'The person must be 18 or older'],
    [dates.before1900, 'Date of birth must be in 1900 or later'],
    ['2026-12-01', 'Date of birth must be in the past'],
  ])('date of birth %s: %s', async (date, message) => {
    const { user } = renderKyc({ defaultValues: { ...validKyc, date_of_birth: date } });
    await submit(user);
    expect(errorAt('date_of_birth')).toBe(message);
    expect(summaryLinks()).toEqual([[message, '#date_of_birth']]);
  });

  it('age is checked on the provider’s clock: 18 today is old enough', async () => {
    const { user, client } = renderKyc({ defaultValues: { ...validKyc, date_of_birth: dates.eighteenToday } });
    await submit(user);
    expect(summary()).toBeNull();
    await waitFor(() => expect(client.requests).toHaveLength(1));
  });

  it('incomplete dates and two-digit years', async () => {
    const { user } = renderKyc({ defaultValues: { ...validKyc, date_of_birth: '' } });
    await user.type(screen.getByLabelText('Day'), '3');
    await submit(user);
    expect(errorAt('date_of_birth')).toBe('Date of birth must include a day, month and year');
    await user.type(screen.getByLabelText('Month'), '7');
    await user.type(screen.getByLabelText('Year'), '90');
    await submit(user);
    expect(errorAt('date_of_birth')).toBe('Year must include 4 numbers');
  });

  it('ID type: a driver’s licence only for Australian licence holders', async () => {
    const { user } = renderKyc({ defaultValues: { ...validKycNonAu, id_type: 'drivers_licence' } });
    await submit(user);
    expect(errorAt('id_type')).toBe("A driver's licence is accepted only for Australian licence holders: choose passport or national ID card");
    await user.selectOptions(screen.getByLabelText('Nationality'), 'AU');
    expect(errorAt('id_type')).toBeNull();
  });

  it('ID number: letters, numbers, spaces and hyphens only', async () => {
    const { user } = renderKyc({ defaultValues: { ...validKyc, id_number: 'AB#123' } });
    await submit(user);
    expect(errorAt('id_number')).toBe('Document number must contain only letters, numbers, spaces and hyphens');
  });

  it('AU address: state must be selected, postcode 4 digits', async () => {
    const { user } = renderKyc({ defaultValues: { ...validKyc, address: { ...validKyc.address, state: 'Sydney', postcode: '200' } } });
    await submit(user);
    expect(errorAt('address-state')).toBe('Select the state or territory');
    expect(errorAt('address-postcode')).toBe('Enter a postcode with 4 digits, like 2000');
    await user.selectOptions(screen.getByLabelText('State or territory'), 'NSW');
    expect(errorAt('address-state')).toBeNull();
  });

  it('a non-AU address takes any state and postcode', async () => {
    const { user, client } = renderKyc({ defaultValues: validKycNonAu });
    await submit(user);
    expect(summary()).toBeNull();
    await waitFor(() => expect(client.requests[0]?.body).toEqual(validKycNonAu));
  });
});

describe('KycForm: an empty submit says what is missing without a wall of red (issue 24)', () => {
  it('the 11 empty fields are one summary line linking the first; each field says what to do', async () => {
    const { user } = renderKyc();
    await submit(user);
    expect(summary()).toHaveFocus();
    expect(summaryLinks()).toEqual([['Fill in the 11 required fields marked below', '#first_name']]);
    expect(errorAt('first_name')).toBe('Enter your first name');
    expect(errorAt('last_name')).toBe('Enter your last name');
    expect(errorAt('date_of_birth')).toBe('Enter your date of birth');
    expect(errorAt('nationality')).toBe('Select your nationality');
    expect(errorAt('id_type')).toBe('Select the type of ID document');
    expect(errorAt('id_number')).toBe('Enter the document number');
    expect(errorAt('address-line1')).toBe('Enter the first line of the address');
    expect(errorAt('address-city')).toBe('Enter a town or city');
    expect(errorAt('address-state')).toBe('Enter a state or region');
    expect(errorAt('address-country')).toBe('Select the country');
    expect(errorAt('address-postcode')).toBe('Enter a postcode');
    expect(screen.getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('As shown on the ID document Error: Enter your first name');
    expect(document.body.textContent).not.toContain('Required');
  });

  it('a wrong answer keeps its own line after the line for the empty fields', async () => {
    const { user } = renderKyc({ defaultValues: { id_number: 'AB#12' } });
    await submit(user);
    expect(summaryLinks()).toEqual([
      ['Fill in the 10 required fields marked below', '#first_name'],
      ['Document number must contain only letters, numbers, spaces and hyphens', '#id_number'],
    ]);
    expect(errorAt('id_number')).toBe('Document number must contain only letters, numbers, spaces and hyphens');
  });

  it('one empty field is named in the singular and linked', async () => {
    const { user } = renderKyc({ defaultValues: { ...validKyc, last_name: '' } });
    await submit(user);
    expect(summaryLinks()).toEqual([['Fill in the required field marked below', '#last_name']]);
  });
});

describe('KycForm validation on blur', () => {
  it('tabbing through an empty form shows nothing; a changed field is checked when it loses focus', async () => {
    const { user } = renderKyc();
    await user.tab();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    await user.type(screen.getByLabelText('First name'), 'A');
    await user.clear(screen.getByLabelText('First name'));
    await user.tab();
    expect(errorAt('first_name')).toBe('Enter your first name');
    expect(errorAt('last_name')).toBeNull();
    expect(summary()).toBeNull();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.tab();
    expect(errorAt('first_name')).toBeNull();
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  });

  it('the date is checked when focus leaves its three fields', async () => {
    const { user } = renderKyc();
    await user.type(screen.getByLabelText('Day'), '29');
    await user.tab();
    expect(errorAt('date_of_birth')).toBeNull();
    await user.keyboard('2');
    await user.tab();
    await user.keyboard('2023');
    await user.tab();
    expect(errorAt('date_of_birth')).toBe('Date of birth must be a real date');
  });

  it('the postcode is re-checked when the country changes to AU', async () => {
    const { user } = renderKyc();
    await user.selectOptions(screen.getByLabelText('Country'), 'NZ');
    await user.type(screen.getByLabelText('Postcode'), '10101');
    await user.tab();
    expect(errorAt('address-postcode')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Country'), 'AU');
    expect(errorAt('address-postcode')).toBe('Enter a postcode with 4 digits, like 2000');
  });
});

describe('KycForm submission', () => {
  it('posts the body to the proxy and reports the account', async () => {
    const onSubmitted = vi.fn();
    const { user, client } = renderKyc({ onSubmitted });
    await fill(user, validKyc);
    await submit(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(client.requests).toEqual([{ method: 'POST', path: '/onboarding/kyc', body: validKyc }]);
    expect(onSubmitted).toHaveBeenCalledWith(accountView({ customer_type: 'individual' }), { body: validKyc });
    expect(form()).toHaveAttribute('data-state', 'submitted');
    expect(screen.getByText('Your details have been sent.')).toHaveAttribute('role', 'status');
  });

  it('sends through onSubmit when given (no request)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(accountView()));
    const { user, client } = renderKyc({ defaultValues: validKyc, onSubmit });
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(validKyc));
    expect(client.requests).toHaveLength(0);
  });

  it('while sending: aria-busy, aria-disabled, focus kept, repeated submits ignored', async () => {
    const { user, client } = renderKyc({ defaultValues: validKyc }, { client: createFormsClient('pending') });
    const button = submitButton();
    expect(button).toHaveTextContent('Continue');
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    expect(form()).toHaveAttribute('data-state', 'submitting');
    expect(screen.getByText('Sending your details…')).toBeInTheDocument();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(client.requests).toHaveLength(1);
  });

  it('a 400 naming a field shows at that field and in the summary; values are kept', async () => {
    const client = createFormsClient({ error: badRequest('address.postcode', 'must be four digits for an Australian address') });
    const { user } = renderKyc({ defaultValues: validKyc }, { client });
    await submit(user);
    await waitFor(() => expect(summary()).toHaveFocus());
    // The catalogue's words at the field, never the service's message.
    const refused = 'This was not accepted for your application as it stands now. Check it, or contact support.';
    expect(errorAt('address-postcode')).toBe(refused);
    expect(summaryLinks()).toEqual([[refused, '#address-postcode']]);
    expect(document.body).not.toHaveTextContent('four digits for an Australian');
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Postcode')).toHaveValue('2000');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  });

  it('a 422 without a field is listed in the summary without a link', async () => {
    const client = createFormsClient({ error: businessRule('The name does not match the ID document') });
    const { user } = renderKyc({ defaultValues: validKyc }, { client });
    await submit(user);
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(
      within(summary()!)
        .getByText(/^This was not accepted for your application/)
        .closest('a'),
    ).toBeNull();
    expect(document.body).not.toHaveTextContent('The name does not match');
  });

  it.each([
    [409, 'conflict', 'kyc_submitted_at is already set for acct_7f3a', 'Your application changed in the meantime'],
    [429, 'rate_limited', 'Rate limit exceeded: 30 requests per minute per key', 'Too many attempts'],
    [503, 'service_unavailable', 'upstream POST /v1/onboarding/kyc timed out', 'The service is not available just now'],
  ] as const)('a %s: the catalogue’s words and "Try again", never the service’s message', async (status, code, message, words) => {
    const client = createFormsClient({ error: apiErrorFor({ status, code, message }) });
    const { user } = renderKyc({ defaultValues: validKyc }, { client });
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Your details could not be sent. ${words}`);
    expect(alert).toHaveTextContent('Nothing you entered has been lost.');
    expect(document.body).not.toHaveTextContent(message);
  });

  it('a network failure: a clear message and "Try again", nothing lost; retry sends again', async () => {
    const onSubmitted = vi.fn();
    const client = createFormsClient({ error: offline() });
    const { user } = renderKyc({ onSubmitted }, { client });
    await fill(user, validKyc);
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your details could not be sent because the connection failed. Nothing you entered has been lost.');
    expect(form()).toHaveAttribute('data-state', 'failed');
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Postcode')).toHaveValue('2000');
    expect(screen.getByLabelText('Passport')).toBeChecked();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(client.requests).toHaveLength(2);
    expect(client.requests[1]?.body).toEqual(validKyc);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('KycForm draft', () => {
  it('survives a remount (a reload) from sessionStorage, under the draftKey, and is cleared on success', async () => {
    const { user, unmount } = renderKyc({ draftKey: 'user-7' });
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Year'), '1990');
    await user.selectOptions(screen.getByLabelText('Country'), 'AU');
    expect(JSON.parse(sessionStorage.getItem('paykit:draft:kyc:user-7')!)).toMatchObject({ first_name: 'Ada', date_of_birth: { year: '1990' } });
    unmount();

    const second = renderKyc({ draftKey: 'user-7', defaultValues: { first_name: 'Someone else' } });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
    expect(screen.getByLabelText('Country')).toHaveValue('AU');
    await user.clear(screen.getByLabelText('First name'));
    second.unmount();
    sessionStorage.clear();
  });

  it('another draftKey does not see it; nothing is saved before the person changes something', () => {
    sessionStorage.setItem('paykit:draft:kyc:a', JSON.stringify({ first_name: 'Ada' }));
    renderKyc({ draftKey: 'b', defaultValues: validKyc });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(sessionStorage.getItem('paykit:draft:kyc:b')).toBeNull();
  });

  it('is cleared after the service accepted the details', async () => {
    const onSubmitted = vi.fn();
    const { user } = renderKyc({ draftKey: 'k', defaultValues: validKyc, onSubmitted });
    await user.clear(screen.getByLabelText('Document number'));
    await user.type(screen.getByLabelText('Document number'), 'PB7654321');
    expect(sessionStorage.getItem('paykit:draft:kyc:k')).not.toBeNull();
    await submit(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(sessionStorage.getItem('paykit:draft:kyc:k')).toBeNull();
  });

  it('ignores a tampered draft’s unknown or non-string fields', () => {
    sessionStorage.setItem('paykit:draft:kyc:default', JSON.stringify({ first_name: { evil: true }, last_name: 'Lovelace', extra: 'x' }));
    renderKyc();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
  });
});

describe('KycForm keyboard and messages', () => {
  it('can be completed with the keyboard only: Tab, typing, Space on a radio, Enter to submit', async () => {
    const onSubmitted = vi.fn();
    // The two country selects start chosen: jsdom has no keyboard model for native <select>s
    // (the real-browser flow test covers them); everything else is keyboard here.
    const { user } = renderKyc({
      onSubmitted,
      defaultValues: { nationality: 'AU', address: { ...validKyc.address, line1: '', city: '', postcode: '', state: 'NSW' } },
    });
    await user.tab();
    await user.keyboard('Ada');
    await user.tab();
    await user.keyboard('Lovelace');
    await user.tab();
    await user.keyboard('27');
    await user.tab();
    await user.keyboard('3');
    await user.tab();
    await user.keyboard('1990');
    await user.tab();
    expect(screen.getByLabelText('Nationality')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Passport')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByLabelText('Passport')).toBeChecked();
    await user.tab();
    expect(screen.getByLabelText('Document number')).toHaveFocus();
    await user.keyboard('PA1234567');
    await user.tab();
    expect(screen.getByLabelText('Country')).toHaveFocus();
    await user.tab();
    await user.keyboard('1 George Street');
    await user.tab();
    await user.tab();
    await user.keyboard('Sydney');
    await user.tab();
    expect(screen.getByLabelText('State or territory')).toHaveFocus();
    await user.tab();
    await user.keyboard('2000{Enter}');
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]?.[1]).toEqual({ body: validKyc });
  });

  it('a failed submit by keyboard puts focus on the summary; Tab then reaches its first link', async () => {
    const { user } = renderKyc();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(summary()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Fill in the 11 required fields marked below' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('First name')).toHaveFocus();
  });

  it('strings come from the catalogue, overridable through the provider', async () => {
    const { user } = renderKyc({}, { messages: { 'forms.first_name.label': 'Given name', 'forms.errorSummary.title': 'Check these' } });
    expect(screen.getByLabelText('Given name')).toBeInTheDocument();
    await submit(user);
    expect(screen.getByRole('heading', { name: 'Check these' })).toBeInTheDocument();
  });

  it('outside a provider, says what to wrap it in', async () => {
    const { silenceExpectedErrors } = await import('../../../../test/fixtures/silence');
    silenceExpectedErrors();
    const { render } = await import('@testing-library/react');
    expect(() => render(<KycForm />)).toThrow(/<KycForm> must be inside <PaykitProvider>/);
  });
});
