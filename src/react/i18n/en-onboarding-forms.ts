import type { WithPluralForms } from './plural';

/**
 * The KYC and KYB forms' strings, in English. Kept out of `enCheckout` so the checkout's bundle does not
 * carry them; a merchant overrides them key by key through the provider's `messages`, like any other.
 * Error messages follow GOV.UK's style: say what to do, name the field, no jargon.
 */
export const enOnboardingForms = {
  // Form chrome.
  'forms.errorSummary.title': 'There is a problem',
  // The summary's one line for every question left empty (each is marked "Required" below it).
  'forms.errorSummary.missing.one': 'Fill in the required field marked below',
  'forms.errorSummary.missing.other': 'Fill in the {count} required fields marked below',
  'forms.error.required': 'Required',
  'forms.error.prefix': 'Error:',
  'forms.optional': '(optional)',
  'forms.select.country': 'Select a country',
  'forms.select.state': 'Select a state or territory',
  'forms.submit': 'Continue',
  'forms.submitting': 'Sending your details…',
  'forms.submitted': 'Your details have been sent.',
  'forms.failed.network': 'Your details could not be sent because the connection failed. Nothing you entered has been lost.',
  'forms.failed.server': 'Your details could not be sent. {message} Nothing you entered has been lost.',
  'forms.retry': 'Try again',
  'forms.summary.owner': 'Owner {n}: {message}',

  // A person (KYC, and each beneficial owner).
  'forms.first_name.label': 'First name',
  'forms.first_name.hint': 'As shown on the ID document',
  'forms.last_name.label': 'Last name',
  'forms.last_name.hint': 'As shown on the ID document',
  'forms.date_of_birth.label': 'Date of birth',
  'forms.date.day': 'Day',
  'forms.date.month': 'Month',
  'forms.date.year': 'Year',
  'forms.nationality.label': 'Nationality',
  'forms.nationality.hint': 'The country of citizenship',
  'forms.id_type.label': 'Which ID document will be used?',
  'forms.id_type.passport': 'Passport',
  'forms.id_type.passport.hint': 'Accepted for all nationalities. Recommended.',
  'forms.id_type.drivers_licence': "Driver's licence",
  'forms.id_type.drivers_licence.hint': 'For Australian licence holders.',
  'forms.id_type.national_id': 'National ID card',
  'forms.id_number.label': 'Document number',
  'forms.id_number.hint': 'As printed on the document',

  // Addresses.
  'forms.address.legend': 'Home address',
  'forms.registered_address.legend': 'Registered address',
  'forms.address.country': 'Country',
  'forms.address.line1': 'Address line 1',
  'forms.address.line2': 'Address line 2',
  'forms.address.city': 'Town, suburb or city',
  'forms.address.state': 'State, province or region',
  'forms.address.stateAu': 'State or territory',
  'forms.address.postcode': 'Postcode',
  'forms.au_state.NSW': 'New South Wales',
  'forms.au_state.VIC': 'Victoria',
  'forms.au_state.QLD': 'Queensland',
  'forms.au_state.WA': 'Western Australia',
  'forms.au_state.SA': 'South Australia',
  'forms.au_state.TAS': 'Tasmania',
  'forms.au_state.ACT': 'Australian Capital Territory',
  'forms.au_state.NT': 'Northern Territory',

  // A business (KYB).
  'forms.legal_name.label': 'Registered legal name',
  'forms.legal_name.hint': 'In full, as registered, for example "Acme Trading Pty Ltd"',
  'forms.country_of_incorporation.label': 'Country of incorporation',
  'forms.registration_number.label': 'Registration number',
  'forms.registration_number.labelAu': 'ABN or ACN',
  // No-break spaces keep each example number on one line.
  'forms.registration_number.hintAu': 'An ABN has 11 digits, for example 51\u00a0824\u00a0753\u00a0556; an ACN has 9, for example 004\u00a0085\u00a0616',
  'forms.business_type.label': 'Business type',
  'forms.business_type.company': 'Company',
  'forms.business_type.partnership': 'Partnership',
  'forms.business_type.sole_trader': 'Sole trader',
  'forms.business_type.trust': 'Trust',
  'forms.trust.note': 'Trusts also upload the trust deed: you will be asked for it after this form, with the registration documents.',

  // Beneficial owners.
  'forms.owners.legend': 'Beneficial owners',
  'forms.owners.hint': 'Everyone who owns 25% or more of the business. Add each of them.',
  'forms.owner.legend': 'Owner {n}',
  'forms.owner.add': 'Add an owner',
  'forms.owner.addAnother': 'Add another owner',
  'forms.owner.remove': 'Remove',
  'forms.owner.edit': 'Edit',
  'forms.owner.save': 'Save owner',
  'forms.owner.cancel': 'Cancel',
  'forms.owner.confirm': 'Remove {name}? What was entered for them will be deleted.',
  'forms.owner.share': 'Owns {share}%',
  'forms.owner.complete': 'Complete',
  'forms.owner.missing.one': '1 detail missing',
  'forms.owner.missing.other': '{count} details missing',
  'forms.owner.removed': 'Owner {n} removed. {count} left.',
  'forms.owner.removedLast': 'Owner {n} removed. No owners left: add at least one.',
  'forms.ownership.label': 'Ownership (%)',
  'forms.owners.total': 'Total ownership entered: {total}%',

  // Error messages: what to do.
  'forms.error.required.id_type': 'Select the type of ID document',
  'forms.error.required.stateAu': 'Select the state or territory',
  'forms.error.required.business_type': 'Select the business type',
  'forms.error.tooLong': '{label} must be {max} characters or fewer',
  'forms.error.invalid': '{label} is not valid',
  'forms.error.country': 'Select a country from the list',
  'forms.error.date.incomplete': 'Date of birth must include a day, month and year',
  'forms.error.date.year': 'Year must include 4 numbers',
  'forms.error.date.real': 'Date of birth must be a real date',
  'forms.error.date.tooEarly': 'Date of birth must be in 1900 or later',
  'forms.error.date.future': 'Date of birth must be in the past',
  'forms.error.date.underAge': 'The person must be 18 or older',
  'forms.error.id_number': 'Document number must contain only letters, numbers, spaces and hyphens',
  'forms.error.drivers_licence': "A driver's licence is accepted only for Australian licence holders: choose passport or national ID card",
  'forms.error.postcodeAu': 'Enter a postcode with 4 digits, like 2000',
  'forms.error.abn': 'Enter a valid ABN: this one fails the check-digit test, so a digit may be wrong',
  'forms.error.acn': 'Enter a valid ACN: this one fails the check-digit test, so a digit may be wrong',
  'forms.error.auNumber': 'Enter an ABN (11 digits) or an ACN (9 digits)',
  'forms.error.ownership.number': 'Ownership must be a number, like 25 or 33.33',
  'forms.error.ownership.decimals': 'Ownership can have at most 2 decimal places',
  'forms.error.ownership.range': 'Ownership must be between 25% and 100%: list only people who own 25% or more',
  'forms.error.owners.none': 'Add at least one beneficial owner',
  'forms.error.owners.total': 'Ownership adds up to {total}%: the total must be 100% or less',
  'forms.error.server': '{message}',
} as const;

/** A key of the KYC/KYB forms' strings. */
export type OnboardingFormsKey = keyof typeof enOnboardingForms;
/** The KYC/KYB forms' strings, by key. */
export type OnboardingFormsMessages = WithPluralForms<OnboardingFormsKey>;
