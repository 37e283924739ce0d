/**
 * The dashboard's strings for the account status banner (AccountStatus), in English. Its own catalogue so neither the
 * checkout nor onboarding bundles carry them; a merchant overrides them key by key through the
 * provider's `messages`, like any other. Statuses, reasons and tasks use the onboarding
 * VerificationStatus's words, so a customer reads the same thing in both places.
 */
export const enDashboardAccount = {
  'accountStatus.title': 'Account status',
  'accountStatus.loading': 'Loading your account…',
  'accountStatus.error': 'Your account could not be loaded: {message}',
  'accountStatus.none': 'You have no account yet.',
  'accountStatus.start': 'Set up your account',
  'accountStatus.pending': 'We have your details',
  'accountStatus.in_review': 'Your details are being reviewed',
  'accountStatus.approved': 'You are verified',
  'accountStatus.rejected': 'We could not verify your account',
  'accountStatus.more_info_required': 'We need a little more information',
  'accountStatus.reason.expired_document': 'The identity document you sent has expired.',
  'accountStatus.reason.unreadable_document_image': 'The photo of your document could not be read.',
  'accountStatus.reason.name_mismatch': 'The name you entered does not match your identity document.',
  'accountStatus.reason.address_mismatch': 'The address you entered does not match your documents.',
  'accountStatus.reason.unknown': 'No reason was given.',
  'accountStatus.tasks': 'To do',
  'accountStatus.task.additional_document': 'Upload an additional document',
  'accountStatus.task.address_proof': 'Upload a proof of address',
  'accountStatus.task.beneficial_owner_info': 'Update your beneficial owners',
  'accountStatus.task.document_quality': 'Upload a clearer photo of your document',
  'accountStatus.capabilities': 'Capabilities',
  'accountStatus.capability.inbound_payments': 'Incoming payments',
  'accountStatus.capability.fx_conversion': 'Currency conversion',
  'accountStatus.capability.outbound_payouts': 'Payouts',
  'accountStatus.active': 'Active',
  'accountStatus.inactive': 'Not active',
  // One message, not a label and a state glued with a colon: French puts a space before it, Japanese and Chinese a full-width one.
  'accountStatus.capabilityState': '{capability}: {state}',
  'accountStatus.bank': 'Bank details',
  'accountStatus.accountName': 'Account name',
  'accountStatus.bsb': 'BSB',
  'accountStatus.accountNumber': 'Account number',
  'accountStatus.notKept': 'Your bank details are not saved here yet.',
  'accountStatus.getDetails': 'Get my bank details',
  'accountStatus.issuing': 'Getting your bank details…',
  'accountStatus.bankError': 'Bank details could not be loaded: {message}',
} satisfies Record<DashboardAccountKey, string>;
/** A key of the dashboard's account catalogue. */
export type DashboardAccountKey =
  | 'accountStatus.title'
  | 'accountStatus.loading'
  | 'accountStatus.error'
  | 'accountStatus.none'
  | 'accountStatus.start'
  | 'accountStatus.pending'
  | 'accountStatus.in_review'
  | 'accountStatus.approved'
  | 'accountStatus.rejected'
  | 'accountStatus.more_info_required'
  | 'accountStatus.reason.expired_document'
  | 'accountStatus.reason.unreadable_document_image'
  | 'accountStatus.reason.name_mismatch'
  | 'accountStatus.reason.address_mismatch'
  | 'accountStatus.reason.unknown'
  | 'accountStatus.tasks'
  | 'accountStatus.task.additional_document'
  | 'accountStatus.task.address_proof'
  | 'accountStatus.task.beneficial_owner_info'
  | 'accountStatus.task.document_quality'
  | 'accountStatus.capabilities'
  | 'accountStatus.capability.inbound_payments'
  | 'accountStatus.capability.fx_conversion'
  | 'accountStatus.capability.outbound_payouts'
  | 'accountStatus.active'
  | 'accountStatus.inactive'
  | 'accountStatus.capabilityState'
  | 'accountStatus.bank'
  | 'accountStatus.accountName'
  | 'accountStatus.bsb'
  | 'accountStatus.accountNumber'
  | 'accountStatus.notKept'
  | 'accountStatus.getDetails'
  | 'accountStatus.issuing'
  | 'accountStatus.bankError';
/** The dashboard's account strings, as a translation provides them. */
export type DashboardAccountMessages = Record<DashboardAccountKey, string>;
