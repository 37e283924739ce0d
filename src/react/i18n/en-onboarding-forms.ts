import type { WithPluralForms } from './plural';

/**
 * The KYC and KYB forms' strings, in English. Kept out of `enCheckout` so the checkout's bundle does not
 * carry them; a merchant overrides them key by key through the provider's `messages`, like any other.
 * Error messages follow GOV.UK's style: say what to do, name the field, no jargon.
 */
export const enOnboardingForms = {
  // Form chrome.
  'forms.errorSummary.title': 'There is a problem',
  // The summary's one line for every question left empty (each says what to do below it).
  'forms.errorSummary.missing.one': 'Fill in the required field marked below',
  'forms.errorSummary.missing.other': 'Fill in the {count} required fields marked below',
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
  'forms.owner.more': 'More actions for {name}',
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

  // A question left empty: what to do, in the applicant's words ("your"), or the owner's.
  'forms.error.missing.first_name': 'Enter your first name',
  'forms.error.missing.last_name': 'Enter your last name',
  'forms.error.missing.date_of_birth': 'Enter your date of birth',
  'forms.error.missing.nationality': 'Select your nationality',
  'forms.error.missing.owner.first_name': "Enter the owner's first name",
  'forms.error.missing.owner.last_name': "Enter the owner's last name",
  'forms.error.missing.owner.date_of_birth': "Enter the owner's date of birth",
  'forms.error.missing.owner.nationality': "Select the owner's nationality",
  'forms.error.missing.ownership_percentage': "Enter the owner's share of the business",
  'forms.error.missing.id_number': 'Enter the document number',
  'forms.error.missing.country': 'Select the country',
  'forms.error.missing.line1': 'Enter the first line of the address',
  'forms.error.missing.city': 'Enter a town or city',
  'forms.error.missing.state': 'Enter a state or region',
  'forms.error.missing.postcode': 'Enter a postcode',
  'forms.error.missing.legal_name': 'Enter the registered legal name',
  'forms.error.missing.country_of_incorporation': 'Select the country of incorporation',
  'forms.error.missing.registration_number': 'Enter the registration number',
  'forms.error.missing.registration_numberAu': 'Enter the ABN or ACN',

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
} as const satisfies Record<OnboardingFormsKey, string>;

/** A key of the KYC/KYB forms' strings. */
export type OnboardingFormsKey =
  | 'forms.errorSummary.title'
  | 'forms.errorSummary.missing.one'
  | 'forms.errorSummary.missing.other'
  | 'forms.error.prefix'
  | 'forms.optional'
  | 'forms.select.country'
  | 'forms.select.state'
  | 'forms.submit'
  | 'forms.submitting'
  | 'forms.submitted'
  | 'forms.failed.network'
  | 'forms.failed.server'
  | 'forms.retry'
  | 'forms.summary.owner'
  | 'forms.first_name.label'
  | 'forms.first_name.hint'
  | 'forms.last_name.label'
  | 'forms.last_name.hint'
  | 'forms.date_of_birth.label'
  | 'forms.date.day'
  | 'forms.date.month'
  | 'forms.date.year'
  | 'forms.nationality.label'
  | 'forms.nationality.hint'
  | 'forms.id_type.label'
  | 'forms.id_type.passport'
  | 'forms.id_type.passport.hint'
  | 'forms.id_type.drivers_licence'
  | 'forms.id_type.drivers_licence.hint'
  | 'forms.id_type.national_id'
  | 'forms.id_number.label'
  | 'forms.id_number.hint'
  | 'forms.address.legend'
  | 'forms.registered_address.legend'
  | 'forms.address.country'
  | 'forms.address.line1'
  | 'forms.address.line2'
  | 'forms.address.city'
  | 'forms.address.state'
  | 'forms.address.stateAu'
  | 'forms.address.postcode'
  | 'forms.au_state.NSW'
  | 'forms.au_state.VIC'
  | 'forms.au_state.QLD'
  | 'forms.au_state.WA'
  | 'forms.au_state.SA'
  | 'forms.au_state.TAS'
  | 'forms.au_state.ACT'
  | 'forms.au_state.NT'
  | 'forms.legal_name.label'
  | 'forms.legal_name.hint'
  | 'forms.country_of_incorporation.label'
  | 'forms.registration_number.label'
  | 'forms.registration_number.labelAu'
  | 'forms.registration_number.hintAu'
  | 'forms.business_type.label'
  | 'forms.business_type.company'
  | 'forms.business_type.partnership'
  | 'forms.business_type.sole_trader'
  | 'forms.business_type.trust'
  | 'forms.trust.note'
  | 'forms.owners.legend'
  | 'forms.owners.hint'
  | 'forms.owner.legend'
  | 'forms.owner.add'
  | 'forms.owner.addAnother'
  | 'forms.owner.remove'
  | 'forms.owner.edit'
  | 'forms.owner.more'
  | 'forms.owner.save'
  | 'forms.owner.cancel'
  | 'forms.owner.confirm'
  | 'forms.owner.share'
  | 'forms.owner.complete'
  | 'forms.owner.missing.one'
  | 'forms.owner.missing.other'
  | 'forms.owner.removed'
  | 'forms.owner.removedLast'
  | 'forms.ownership.label'
  | 'forms.owners.total'
  | 'forms.error.missing.first_name'
  | 'forms.error.missing.last_name'
  | 'forms.error.missing.date_of_birth'
  | 'forms.error.missing.nationality'
  | 'forms.error.missing.owner.first_name'
  | 'forms.error.missing.owner.last_name'
  | 'forms.error.missing.owner.date_of_birth'
  | 'forms.error.missing.owner.nationality'
  | 'forms.error.missing.ownership_percentage'
  | 'forms.error.missing.id_number'
  | 'forms.error.missing.country'
  | 'forms.error.missing.line1'
  | 'forms.error.missing.city'
  | 'forms.error.missing.state'
  | 'forms.error.missing.postcode'
  | 'forms.error.missing.legal_name'
  | 'forms.error.missing.country_of_incorporation'
  | 'forms.error.missing.registration_number'
  | 'forms.error.missing.registration_numberAu'
  | 'forms.error.required.id_type'
  | 'forms.error.required.stateAu'
  | 'forms.error.required.business_type'
  | 'forms.error.tooLong'
  | 'forms.error.invalid'
  | 'forms.error.country'
  | 'forms.error.date.incomplete'
  | 'forms.error.date.year'
  | 'forms.error.date.real'
  | 'forms.error.date.tooEarly'
  | 'forms.error.date.future'
  | 'forms.error.date.underAge'
  | 'forms.error.id_number'
  | 'forms.error.drivers_licence'
  | 'forms.error.postcodeAu'
  | 'forms.error.abn'
  | 'forms.error.acn'
  | 'forms.error.auNumber'
  | 'forms.error.ownership.number'
  | 'forms.error.ownership.decimals'
  | 'forms.error.ownership.range'
  | 'forms.error.owners.none'
  | 'forms.error.owners.total';
/** The KYC/KYB forms' strings, by key. */
export type OnboardingFormsMessages = WithPluralForms<OnboardingFormsKey>;
