import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ABR_EXAMPLE_ABN,
  accountView,
  ASIC_EXAMPLE_ACN,
  badRequest,
  createFormsClient,
  dates,
  FORMS_NOW,
  INVALID_ABN,
  overAllocatedKyb,
  owners,
  trustKyb,
  validKyb,
  type FormsClient,
} from '../../../../test/fixtures/onboarding-forms';
import { renderWithPaykit, type RenderOptions } from '../../../../test/fixtures/render';
import { KybForm, type KybFormProps } from './KybForm';

// Whole-form typing in jsdom is slow on a busy 2-core machine; the assertions, not time, decide.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

function renderKyb(props: KybFormProps = {}, options: RenderOptions & { client?: FormsClient } = {}) {
  const client = options.client ?? createFormsClient();
  const result = renderWithPaykit(<KybForm {...props} />, { now: () => FORMS_NOW, ...options, client });
  return { ...result, client, user: userEvent.setup({ delay: null }) };
}

const form = () => document.querySelector<HTMLFormElement>('form[data-form="kyb"]')!;
const summary = () => document.querySelector<HTMLElement>('[data-part="error-summary"]');
const summaryLinks = () =>
  within(summary()!)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
const submit = (user: UserEvent) => user.click(form().querySelector<HTMLButtonElement>('button[type="submit"]')!);
const errorAt = (id: string) => document.getElementById(`${id}-error`)?.textContent?.replace(/^Error: /, '') ?? null;
const ownerBox = (index: number) => document.querySelector<HTMLElement>(`li[data-owner="${index}"]`)!;
const ownerCount = () => document.querySelectorAll('li[data-owner]').length;
const openOwners = () => [...document.querySelectorAll('li[data-owner][data-state="open"]')].map((li) => li.getAttribute('data-owner'));
const edit = (user: UserEvent, index: number) => user.click(within(ownerBox(index)).getByRole('button', { name: /^Edit / }));
const more = (user: UserEvent, name: string) => user.click(screen.getByRole('button', { name: `More actions for ${name}` }));
const pillOf = (index: number) => ownerBox(index).querySelector('span[data-tone]');
const registration = () => document.getElementById('registration_number') as HTMLInputElement;
const total = () => document.getElementById('beneficial_owners-total')!;
const announcer = () => document.querySelector('[data-part="owners-announcer"]')!;

describe('KybForm fields', () => {
  it('asks the business fields and one owner to start with', () => {
    renderKyb();
    expect(screen.getByLabelText('Registered legal name')).toBeInTheDocument();
    expect(screen.getByLabelText('Country of incorporation')).toBeInTheDocument();
    expect(screen.getByLabelText('Registration number')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Registered address' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beneficial owners' })).toBeInTheDocument();
    expect(ownerCount()).toBe(1);
    expect(within(ownerBox(0)).getByLabelText('First name')).toHaveAttribute('id', 'beneficial_owners-0-first_name');
    expect(within(ownerBox(0)).getByLabelText('First name')).toHaveAttribute('autocomplete', 'off');
    const share = within(ownerBox(0)).getByLabelText('Ownership (%)');
    // A text field with the decimal keypad, so a decimal comma is kept (type="number" would drop it).
    expect(share).toHaveAttribute('type', 'text');
    expect(share).toHaveAttribute('inputmode', 'decimal');
  });

  it('business types by their names alone; a trust gets the trust-deed note', async () => {
    const { user } = renderKyb();
    const types = within(screen.getByRole('group', { name: 'Business type' })).getAllByRole('radio');
    expect(types.map((radio) => radio.getAttribute('aria-describedby'))).toEqual([null, null, null, null]);
    const note = document.querySelector('[data-part="trust-note"]')!;
    expect(note).toHaveAttribute('aria-live', 'polite');
    expect(note).toBeEmptyDOMElement();
    await user.click(screen.getByLabelText('Trust'));
    expect(note).toHaveTextContent('Trusts also upload the trust deed');
    await user.click(screen.getByLabelText('Company'));
    expect(note).toBeEmptyDOMElement();
  });
});

describe('registration numbers', () => {
  it('AU: asks for an ABN or ACN with a numeric keypad and formats a valid ABN as it is typed', async () => {
    const { user } = renderKyb();
    await user.selectOptions(screen.getByLabelText('Country of incorporation'), 'AU');
    expect(registration()).toHaveAccessibleName('ABN or ACN');
    expect(registration()).toHaveAttribute('inputmode', 'numeric');
    await user.type(registration(), '51824753556');
    expect(registration()).toHaveValue(ABR_EXAMPLE_ABN);
    await user.tab();
    expect(errorAt('registration_number')).toBeNull();
  });

  it('AU: the ABR example ABN is valid; one digit changed is not', async () => {
    const { user } = renderKyb({ defaultValues: { ...validKyb, registration_number: INVALID_ABN } });
    await submit(user);
    expect(errorAt('registration_number')).toBe('Enter a valid ABN: this one fails the check-digit test, so a digit may be wrong');
    expect(summaryLinks()[0]).toEqual(['Enter a valid ABN: this one fails the check-digit test, so a digit may be wrong', '#registration_number']);
    await user.clear(registration());
    await user.type(registration(), ABR_EXAMPLE_ABN);
    await user.tab();
    expect(errorAt('registration_number')).toBeNull();
  });

  it('AU: ACN 004 085 616 is valid and grouped on blur; a wrong ACN and a wrong length are refused', async () => {
    const { user } = renderKyb({ defaultValues: { ...validKyb, registration_number: '' } });
    await user.type(registration(), '00408561');
    await user.tab();
    expect(errorAt('registration_number')).toBe('Enter an ABN (11 digits) or an ACN (9 digits)');
    await user.type(registration(), '6');
    expect(registration()).toHaveValue(ASIC_EXAMPLE_ACN);
    await user.tab();
    expect(errorAt('registration_number')).toBeNull();
    await user.clear(registration());
    await user.type(registration(), '004085617');
    await user.tab();
    expect(errorAt('registration_number')).toBe('Enter a valid ACN: this one fails the check-digit test, so a digit may be wrong');
  });

  it('AU: a valid number typed with odd spacing is grouped when the field loses focus', async () => {
    const { user } = renderKyb({ defaultValues: { ...validKyb, registration_number: '' } });
    await user.type(registration(), '5182 4753556');
    await user.tab();
    expect(registration()).toHaveValue(ABR_EXAMPLE_ABN);
  });

  it('other countries: free text, required', async () => {
    const { user, client } = renderKyb({ defaultValues: { ...validKyb, country_of_incorporation: 'NZ', registration_number: '' } });
    expect(registration()).toHaveAccessibleName('Registration number');
    await submit(user);
    expect(errorAt('registration_number')).toBe('Enter the registration number');
    await user.type(registration(), 'NZBN-9429041234567');
    await submit(user);
    await waitFor(() => expect(client.requests).toHaveLength(1));
    expect((client.requests[0]?.body as { registration_number: string }).registration_number).toBe('NZBN-9429041234567');
  });

  it('shows a number given as digits (a body sent before) grouped', () => {
    renderKyb({ defaultValues: { ...validKyb, registration_number: '51824753556' } });
    expect(registration()).toHaveValue(ABR_EXAMPLE_ABN);
  });

  it('sends a valid AU number as its digits', async () => {
    const { user, client } = renderKyb({ defaultValues: validKyb });
    await submit(user);
    await waitFor(() => expect(client.requests).toHaveLength(1));
    expect((client.requests[0]?.body as { registration_number: string }).registration_number).toBe('51824753556');
  });
});

describe('beneficial owners', () => {
  it('shows the running total in a polite status region', async () => {
    const { user } = renderKyb({ defaultValues: validKyb });
    expect(total()).toHaveAttribute('role', 'status');
    expect(total()).toHaveTextContent('Total ownership entered: 100%');
    await edit(user, 1);
    const share = within(ownerBox(1)).getByLabelText('Ownership (%)');
    await user.clear(share);
    await user.type(share, '40.01');
    expect(total()).toHaveTextContent('Total ownership entered: 100.01%');
    // Said once: the error under the total when the share is left, not the total line in red too.
    expect(errorAt('beneficial_owners')).toBeNull();
    await user.tab();
    expect(errorAt('beneficial_owners')).toBe('Ownership adds up to 100.01%: the total must be 100% or less');
    expect(total()).not.toHaveAttribute('data-over');
  });

  it('each share at least 25%: 24.99 is refused at that owner', async () => {
    const { user } = renderKyb({ defaultValues: { ...validKyb, beneficial_owners: [owners.ada, { ...owners.grace, ownership_percentage: 24.99 }] } });
    await submit(user);
    const message = 'Ownership must be between 25% and 100%: list only people who own 25% or more';
    expect(errorAt('beneficial_owners-1-ownership_percentage')).toBe(message);
    expect(summaryLinks()).toEqual([[`Owner 2: ${message}`, '#beneficial_owners-1-ownership_percentage']]);
    // The owner with the error opened, and focus went to the wrong answer (the summary links to it too).
    expect(openOwners()).toEqual(['1']);
    expect(within(ownerBox(1)).getByLabelText('Ownership (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(ownerBox(1)).getByLabelText('Ownership (%)')).toHaveFocus();
  });

  it('total at most 100%: 100.01 is refused, linked to the first share', async () => {
    const { user, client } = renderKyb({ defaultValues: overAllocatedKyb });
    await submit(user);
    expect(errorAt('beneficial_owners')).toBe('Ownership adds up to 100.01%: the total must be 100% or less');
    expect(summaryLinks()).toEqual([['Ownership adds up to 100.01%: the total must be 100% or less', '#beneficial_owners-0-ownership_percentage']]);
    expect(client.requests).toHaveLength(0);
    // The share the link names is in a closed owner's form: the link opens it, then focuses the share.
    expect(openOwners()).toEqual([]);
    await user.click(screen.getByRole('link', { name: /Ownership adds up/ }));
    await waitFor(() => expect(within(ownerBox(0)).getByLabelText('Ownership (%)')).toHaveFocus());
    expect(openOwners()).toEqual(['0']);
  });

  it('shares: required, a number, at most two decimals', async () => {
    const { user } = renderKyb({ defaultValues: { ...validKyb, beneficial_owners: [{ ...owners.ada, ownership_percentage: undefined as unknown as number }] } });
    await submit(user);
    expect(errorAt('beneficial_owners-0-ownership_percentage')).toBe("Enter the owner's share of the business");
    await user.type(within(ownerBox(0)).getByLabelText('Ownership (%)'), '25.125');
    await user.tab();
    expect(errorAt('beneficial_owners-0-ownership_percentage')).toBe('Ownership can have at most 2 decimal places');
  });

  it('reads a decimal comma as the point ("33,33", as typed in much of Europe) and sends a number', async () => {
    const { user, client } = renderKyb({
      defaultValues: { ...validKyb, beneficial_owners: [{ ...owners.ada, ownership_percentage: undefined as unknown as number }] },
    });
    const share = within(ownerBox(0)).getByLabelText('Ownership (%)');
    await user.type(share, '33,33');
    await user.tab();
    expect(errorAt('beneficial_owners-0-ownership_percentage')).toBeNull();
    expect(total()).toHaveTextContent('Total ownership entered: 33.33%');
    await submit(user);
    await waitFor(() => expect(client.requests).toHaveLength(1));
    expect((client.requests[0]?.body as { beneficial_owners: { ownership_percentage: number }[] }).beneficial_owners[0]?.ownership_percentage).toBe(33.33);
  });

  it('adding an owner opens their form and moves focus to its first field, in a group named after them', async () => {
    const { user } = renderKyb({ defaultValues: validKyb });
    await user.click(screen.getByRole('button', { name: 'Add another owner' }));
    expect(ownerCount()).toBe(3);
    expect(openOwners()).toEqual(['2']);
    expect(within(ownerBox(2)).getByLabelText('First name')).toHaveFocus();
    expect(within(ownerBox(2)).getByLabelText('First name')).toHaveAttribute('id', 'beneficial_owners-2-first_name');
    expect(screen.getByRole('group', { name: 'Owner 3' })).toContainElement(within(ownerBox(2)).getByLabelText('First name'));
  });

  it('removing an owner focuses the owner now in its place, renumbers, re-keys errors, and is announced', async () => {
    const { user } = renderKyb({
      defaultValues: {
        ...validKyb,
        beneficial_owners: [{ ...owners.ada, ownership_percentage: 30 }, { ...owners.grace, date_of_birth: dates.oneDayUnder18 }, owners.kiri],
      },
    });
    await submit(user);
    expect(errorAt('beneficial_owners-1-date_of_birth')).toBe('The person must be 18 or older');
    await more(user, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(ownerCount()).toBe(2);
    expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toHaveFocus();
    expect(announcer()).toHaveTextContent('Owner 1 removed. 2 left.');
    expect(within(ownerBox(0)).getByLabelText('First name')).toHaveValue('Grace');
    expect(errorAt('beneficial_owners-0-date_of_birth')).toBe('The person must be 18 or older');
    expect(errorAt('beneficial_owners-1-date_of_birth')).toBeNull();
    expect(summaryLinks()).toEqual([['Owner 1: The person must be 18 or older', '#beneficial_owners-0-date_of_birth']]);
    await more(user, 'Kiri Te Kanawa');
    await user.click(screen.getByRole('button', { name: 'Remove Kiri Te Kanawa' }));
    await user.click(screen.getByRole('button', { name: 'Remove Kiri Te Kanawa' }));
    expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toHaveFocus();
  });

  it('no owners: removing the last focuses "Add an owner"; submitting says to add one', async () => {
    const { user } = renderKyb({ defaultValues: { ...validKyb, beneficial_owners: [owners.ada] } });
    await more(user, 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Remove Ada Lovelace' }));
    expect(ownerCount()).toBe(0);
    const add = screen.getByRole('button', { name: 'Add an owner' });
    expect(add).toHaveFocus();
    expect(announcer()).toHaveTextContent('Owner 1 removed. No owners left: add at least one.');
    await submit(user);
    expect(summaryLinks()).toEqual([['Add at least one beneficial owner', '#beneficial_owners-add']]);
    expect(add).toHaveAccessibleDescription('Error: Add at least one beneficial owner');
    await user.click(screen.getByRole('link', { name: 'Add at least one beneficial owner' }));
    expect(add).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(ownerCount()).toBe(1);
    expect(openOwners()).toEqual(['0']);
    expect(errorAt('beneficial_owners')).toBeNull();
  });

  it('owner fields have stable unique ids and errors, linked from the summary with the owner named', async () => {
    const { user } = renderKyb({
      defaultValues: { ...validKyb, beneficial_owners: [owners.ada, { ...owners.grace, first_name: '', address: { ...owners.grace.address, postcode: '30' } }] },
    });
    await submit(user);
    const first = within(ownerBox(1)).getByLabelText('First name');
    expect(first).toHaveAttribute('aria-describedby', 'beneficial_owners-1-first_name-hint beneficial_owners-1-first_name-error');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(summaryLinks()).toEqual([
      ['Fill in the required field marked below', '#beneficial_owners-1-first_name'],
      ['Owner 2: Enter a postcode with 4 digits, like 2000', '#beneficial_owners-1-address-postcode'],
    ]);
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('owners as rows, one form open at a time', () => {
  it('complete owners are rows: name, share, "Complete", Edit and Remove named after the owner; no fields', () => {
    renderKyb({ defaultValues: validKyb });
    expect(openOwners()).toEqual([]);
    expect(within(ownerBox(0)).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(ownerBox(0)).toHaveTextContent('Owns 60%');
    expect(ownerBox(0).querySelector('[data-tone="success"]')).toHaveTextContent('Complete');
    expect(within(ownerBox(1)).getByRole('button', { name: 'Edit Grace Hopper' })).toHaveAttribute('data-variant', 'quiet');
    expect(within(ownerBox(1)).getByRole('button', { name: 'More actions for Grace Hopper' })).toBeInTheDocument();
    expect(document.getElementById('beneficial_owners-0-first_name')).toBeNull();
  });

  it('a row has one quiet Edit and a ⋯ menu holding Remove in the danger tone; Escape closes it', async () => {
    const { user } = renderKyb({ defaultValues: validKyb });
    const menu = within(ownerBox(1)).getByRole('button', { name: 'More actions for Grace Hopper' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(within(ownerBox(1)).queryByRole('button', { name: 'Remove Grace Hopper' })).toBeNull();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(ownerBox(1)).getByRole('button', { name: 'Remove Grace Hopper' })).toHaveAttribute('data-tone', 'danger');
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(within(ownerBox(1)).queryByRole('button', { name: 'Remove Grace Hopper' })).toBeNull();
  });

  it('an unfinished owner says how many details are missing', () => {
    renderKyb({ defaultValues: { ...validKyb, beneficial_owners: [owners.ada, { ...owners.grace, first_name: '', id_number: '' }] } });
    expect(ownerBox(1).querySelector('[data-tone="warning"]')).toHaveTextContent('2 details missing');
    expect(within(ownerBox(1)).getByRole('heading', { name: 'Hopper' })).toBeInTheDocument();
  });

  it('Edit opens one form (closing the other); Save owner returns to the row and keeps what was typed, in the draft too', async () => {
    const { user, unmount } = renderKyb({ draftKey: 'rows', defaultValues: validKyb });
    await edit(user, 0);
    expect(openOwners()).toEqual(['0']);
    expect(within(ownerBox(0)).getByLabelText('First name')).toHaveFocus();
    await user.clear(within(ownerBox(0)).getByLabelText('First name'));
    await user.type(within(ownerBox(0)).getByLabelText('First name'), 'Augusta');
    await edit(user, 1);
    expect(openOwners()).toEqual(['1']);
    await user.click(within(ownerBox(1)).getByRole('button', { name: 'Save owner' }));
    expect(openOwners()).toEqual([]);
    expect(within(ownerBox(1)).getByRole('button', { name: 'Edit Grace Hopper' })).toHaveFocus();
    expect(within(ownerBox(0)).getByRole('heading', { name: 'Augusta Lovelace' })).toBeInTheDocument();
    await edit(user, 0);
    expect(within(ownerBox(0)).getByLabelText('First name')).toHaveValue('Augusta');
    unmount();
    renderKyb({ draftKey: 'rows' });
    expect(within(ownerBox(0)).getByRole('heading', { name: 'Augusta Lovelace' })).toBeInTheDocument();
  });

  it('Remove asks once in the row: Cancel keeps the owner and returns focus; the question names them', async () => {
    const { user } = renderKyb({ defaultValues: validKyb });
    await more(user, 'Grace Hopper');
    await user.click(within(ownerBox(1)).getByRole('button', { name: 'Remove Grace Hopper' }));
    const confirm = within(ownerBox(1)).getByRole('button', { name: 'Remove Grace Hopper' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveAttribute('data-variant', 'destructive');
    expect(confirm).toHaveAccessibleDescription('Remove Grace Hopper? What was entered for them will be deleted.');
    await user.click(within(ownerBox(1)).getByRole('button', { name: 'Cancel' }));
    expect(ownerCount()).toBe(2);
    expect(within(ownerBox(1)).getByRole('button', { name: 'More actions for Grace Hopper' })).toHaveFocus();
  });

  it('a new owner shows no "details missing" until Save owner is tried (or the form is sent)', async () => {
    const { user } = renderKyb();
    expect(openOwners()).toEqual(['0']);
    expect(pillOf(0)).toBeNull();
    await user.type(within(ownerBox(0)).getByLabelText('First name'), 'Ada');
    expect(pillOf(0)).toBeNull();
    await user.click(within(ownerBox(0)).getByRole('button', { name: 'Save owner' }));
    expect(pillOf(0)).toHaveAttribute('data-tone', 'warning');
    await user.click(screen.getByRole('button', { name: 'Add another owner' }));
    expect(openOwners()).toEqual(['1']);
    expect(pillOf(1)).toBeNull();
    await submit(user);
    expect(pillOf(1)).toHaveAttribute('data-tone', 'warning');
  });

  it('hides "Add another owner" while a new owner’s form is open, and shows it once they are saved', async () => {
    const { user } = renderKyb();
    expect(openOwners()).toEqual(['0']);
    expect(screen.queryByRole('button', { name: /^Add (another|an) owner$/ })).toBeNull();
    await user.click(within(ownerBox(0)).getByRole('button', { name: 'Save owner' }));
    await user.click(screen.getByRole('button', { name: 'Add another owner' }));
    expect(screen.queryByRole('button', { name: 'Add another owner' })).toBeNull();
    await user.click(within(ownerBox(1)).getByRole('button', { name: 'Save owner' }));
    // Editing a saved owner is not adding one: the button stays.
    await edit(user, 0);
    expect(screen.getByRole('button', { name: 'Add another owner' })).toBeInTheDocument();
  });

  it('editing a saved owner: a quiet Cancel beside Save owner puts the saved answers back', async () => {
    const { user } = renderKyb({ defaultValues: validKyb });
    await edit(user, 0);
    const cancel = within(ownerBox(0)).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('data-variant', 'quiet');
    await user.clear(within(ownerBox(0)).getByLabelText('First name'));
    await user.type(within(ownerBox(0)).getByLabelText('First name'), 'Augusta');
    await user.clear(within(ownerBox(0)).getByLabelText('Ownership (%)'));
    await user.click(cancel);
    expect(openOwners()).toEqual([]);
    expect(within(ownerBox(0)).getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(ownerBox(0)).toHaveTextContent('Owns 60%');
    expect(within(ownerBox(0)).getByRole('button', { name: 'Edit Ada Lovelace' })).toHaveFocus();
    await edit(user, 0);
    expect(within(ownerBox(0)).getByLabelText('First name')).toHaveValue('Ada');
  });

  it('a new owner has no Cancel: there are no saved answers to go back to', () => {
    renderKyb();
    expect(within(ownerBox(0)).getByRole('button', { name: 'Save owner' })).toBeInTheDocument();
    expect(within(ownerBox(0)).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('submitting with an owner unfinished opens that owner and focuses its first error; the summary lists it', async () => {
    const { user } = renderKyb({ defaultValues: { ...validKyb, beneficial_owners: [owners.ada, { ...owners.grace, last_name: '' }] } });
    await edit(user, 0);
    await submit(user);
    expect(openOwners()).toEqual(['1']);
    expect(within(ownerBox(1)).getByLabelText('Last name')).toHaveFocus();
    expect(summary()).not.toHaveFocus();
    expect(summaryLinks()).toEqual([['Fill in the required field marked below', '#beneficial_owners-1-last_name']]);
  });
});

describe('KybForm: an empty submit says what is missing without a wall of red (issue 24)', () => {
  it('the 21 empty fields (the business and its first owner) are one summary line linking the first', async () => {
    const { user } = renderKyb();
    await submit(user);
    expect(summary()).toHaveFocus();
    expect(summaryLinks()).toEqual([['Fill in the 21 required fields marked below', '#legal_name']]);
    expect(errorAt('legal_name')).toBe('Enter the registered legal name');
    expect(errorAt('country_of_incorporation')).toBe('Select the country of incorporation');
    expect(errorAt('registration_number')).toBe('Enter the registration number');
    expect(errorAt('beneficial_owners-0-first_name')).toBe("Enter the owner's first name");
    expect(errorAt('beneficial_owners-0-date_of_birth')).toBe("Enter the owner's date of birth");
    expect(errorAt('beneficial_owners-0-nationality')).toBe("Select the owner's nationality");
    expect(errorAt('beneficial_owners-0-ownership_percentage')).toBe("Enter the owner's share of the business");
    expect(errorAt('registered_address-country')).toBe('Select the country');
  });

  it('a wrong answer keeps its own line after the line for the empty fields', async () => {
    const { user } = renderKyb({ defaultValues: { country_of_incorporation: 'AU', registration_number: INVALID_ABN } });
    await submit(user);
    expect(summaryLinks()).toEqual([
      ['Fill in the 19 required fields marked below', '#legal_name'],
      ['Enter a valid ABN: this one fails the check-digit test, so a digit may be wrong', '#registration_number'],
    ]);
  });
});

describe('KybForm submission', () => {
  it('a company with two owners: posts the body with numeric shares', async () => {
    const onSubmitted = vi.fn();
    const { user, client } = renderKyb({ defaultValues: validKyb, onSubmitted });
    await submit(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(client.requests).toEqual([{ method: 'POST', path: '/onboarding/kyb', body: { ...validKyb, registration_number: '51824753556' } }]);
    expect(onSubmitted.mock.calls[0]?.[1]).toMatchObject({ requiresTrustDeed: false });
    expect(onSubmitted.mock.calls[0]?.[0]).toEqual(accountView({ customer_type: 'business' }));
  });

  it('a trust: onSubmitted says the trust deed is required next', async () => {
    const onSubmitted = vi.fn();
    const { user } = renderKyb({ defaultValues: trustKyb, onSubmitted });
    await submit(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]?.[1]).toMatchObject({ requiresTrustDeed: true, body: { business_type: 'trust', registration_number: '004085616' } });
  });

  it('server param "beneficial_owners[1].date_of_birth" lands on that owner’s date', async () => {
    const client = createFormsClient({ error: badRequest('beneficial_owners[1].date_of_birth', 'must be at least 18 years ago: the person must be an adult') });
    const { user } = renderKyb({ defaultValues: validKyb }, { client });
    await submit(user);
    // Owner 2 opens and focus goes to the refused date (the summary still lists it).
    await waitFor(() => expect(document.getElementById('beneficial_owners-1-date_of_birth')).toHaveFocus());
    expect(openOwners()).toEqual(['1']);
    // The catalogue's words at the field, never the service's message.
    const refused = 'This was not accepted for your application as it stands now. Check it, or contact support.';
    expect(errorAt('beneficial_owners-1-date_of_birth')).toBe(refused);
    expect(summaryLinks()).toEqual([[`Owner 2: ${refused}`, '#beneficial_owners-1-date_of_birth']]);
    expect(document.body).not.toHaveTextContent('at least 18 years ago');
    expect(within(ownerBox(1)).getByLabelText('Year')).toHaveValue('1976');
  });

  it('keeps a draft with its owners across a remount', async () => {
    const { user, unmount } = renderKyb({ draftKey: 'biz', defaultValues: validKyb });
    await user.click(screen.getByRole('button', { name: 'Add another owner' }));
    await user.type(within(ownerBox(2)).getByLabelText('First name'), 'Kiri');
    unmount();
    renderKyb({ draftKey: 'biz' });
    expect(ownerCount()).toBe(3);
    // The unfinished owner opens again; the finished ones are rows.
    expect(openOwners()).toEqual(['2']);
    expect(within(ownerBox(2)).getByLabelText('First name')).toHaveValue('Kiri');
    expect(ownerBox(0)).toHaveTextContent('Owns 60%');
    expect(screen.getByLabelText('Registered legal name')).toHaveValue(validKyb.legal_name);
  });
});
