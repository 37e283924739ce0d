/**
 * The onboarding flow's own strings (the steps around the forms, uploaders and status), in
 * English. Kept out of `enCheckout` so the checkout's bundle does not carry them; a merchant overrides
 * them key by key through the provider's `messages`, like any other.
 */

/** The onboarding flow's English strings. */
export const enOnboardingFlow = {
  'flow.label': 'Open your account',
  'flow.progress': 'Progress',
  'flow.stepOf': 'Step {n} of {total}',
  // The compact step indicator: the position, then the step's short name.
  'flow.stepOfNamed': '{position} · {name}',
  'flow.announce': '{position}: {title}',
  'flow.completedStep': '(completed)',
  'flow.allDone': 'All steps complete',
  'flow.back': 'Back',
  'flow.continue': 'Continue',
  'flow.loading': 'Loading your application…',
  'flow.loadFailed': 'Your application could not be loaded. {message}',
  'flow.retry': 'Try again',

  // Short names in the progress list, and the headings of the steps.
  'flow.step.customer-type': 'Account type',
  'flow.step.details': 'Your details',
  'flow.step.details.business': 'Business details',
  'flow.step.documents': 'Documents',
  'flow.step.liveness': 'Selfie check',
  'flow.step.verification': 'Verification',
  'flow.step.account': 'Account details',
  'flow.title.customer-type': 'Who is the account for?',
  'flow.title.details': 'Tell us about yourself',
  'flow.title.details.business': 'Tell us about the business',
  'flow.title.documents': 'Upload your documents',
  'flow.title.documents.business': 'Upload the business’s documents',
  'flow.title.liveness': 'Take a selfie check',
  'flow.title.account': 'You’re verified',

  // Choosing the account type.
  'flow.type.legend': 'Choose who the account is for',
  'flow.type.individual': 'Individual',
  'flow.type.individual.hint': 'A personal account in your own name.',
  'flow.type.business': 'Business',
  'flow.type.business.hint': 'A company, partnership, sole trader or trust.',
  'flow.type.required': 'Select who the account is for',
  'flow.type.creating': 'Opening your account…',
  'flow.type.failed': 'Your account could not be opened. {message}',

  // Documents.
  'flow.documents.intro': 'Photos or scans must show the whole document, with every corner visible and the text readable.',
  'flow.documents.intro.business': 'Upload clear copies of the business’s official documents.',
  'flow.documents.idChoice': 'Which identity document will you upload?',
  'flow.documents.idChoice.passport': 'Passport',
  'flow.documents.idChoice.card': 'Driver’s licence or national ID card (front and back)',
  'flow.documents.idChoice.required': 'Select which identity document you will upload',
  'flow.documents.identity': 'Identity document',
  'flow.documents.address': 'Your address',
  'flow.documents.trustChoice': 'Is the business a trust?',
  'flow.documents.trustChoice.yes': 'Yes, it is a trust',
  'flow.documents.trustChoice.no': 'No',
  'flow.documents.trustChoice.required': 'Select whether the business is a trust',
  'flow.documents.trustDeedHint': 'The signed deed that set up the trust, with every schedule.',
  'flow.documents.registrationHint': 'The certificate of registration or incorporation.',
  'flow.documents.alreadyUploaded': 'Already uploaded: {list}. Upload again only to replace it.',
  'flow.documents.missing': 'Upload the {document}',
  'flow.documents.busy': 'Wait for the upload to finish before you continue',

  // Verification and the account.
  'flow.owners.send': 'Send the updated details',
  'flow.owners.sent': 'The updated details have been sent.',
  'flow.account.activating': 'Turning on incoming payments…',
  'flow.account.ready': 'Your account is ready to receive payments.',
  'flow.account.failed': 'Incoming payments could not be turned on. {message}',
} as const satisfies Record<OnboardingFlowKey, string>;

/** A key of the onboarding flow's strings. */
export type OnboardingFlowKey =
  | 'flow.label'
  | 'flow.progress'
  | 'flow.stepOf'
  | 'flow.stepOfNamed'
  | 'flow.announce'
  | 'flow.completedStep'
  | 'flow.allDone'
  | 'flow.back'
  | 'flow.continue'
  | 'flow.loading'
  | 'flow.loadFailed'
  | 'flow.retry'
  | 'flow.step.customer-type'
  | 'flow.step.details'
  | 'flow.step.details.business'
  | 'flow.step.documents'
  | 'flow.step.liveness'
  | 'flow.step.verification'
  | 'flow.step.account'
  | 'flow.title.customer-type'
  | 'flow.title.details'
  | 'flow.title.details.business'
  | 'flow.title.documents'
  | 'flow.title.documents.business'
  | 'flow.title.liveness'
  | 'flow.title.account'
  | 'flow.type.legend'
  | 'flow.type.individual'
  | 'flow.type.individual.hint'
  | 'flow.type.business'
  | 'flow.type.business.hint'
  | 'flow.type.required'
  | 'flow.type.creating'
  | 'flow.type.failed'
  | 'flow.documents.intro'
  | 'flow.documents.intro.business'
  | 'flow.documents.idChoice'
  | 'flow.documents.idChoice.passport'
  | 'flow.documents.idChoice.card'
  | 'flow.documents.idChoice.required'
  | 'flow.documents.identity'
  | 'flow.documents.address'
  | 'flow.documents.trustChoice'
  | 'flow.documents.trustChoice.yes'
  | 'flow.documents.trustChoice.no'
  | 'flow.documents.trustChoice.required'
  | 'flow.documents.trustDeedHint'
  | 'flow.documents.registrationHint'
  | 'flow.documents.alreadyUploaded'
  | 'flow.documents.missing'
  | 'flow.documents.busy'
  | 'flow.owners.send'
  | 'flow.owners.sent'
  | 'flow.account.activating'
  | 'flow.account.ready'
  | 'flow.account.failed';
/** The onboarding flow's strings, by key. */
export type OnboardingFlowMessages = Record<OnboardingFlowKey, string>;
/** Looks an onboarding flow string up and fills its placeholders. */
export type FlowTranslate = (key: OnboardingFlowKey, vars?: Record<string, string | number>) => string;
