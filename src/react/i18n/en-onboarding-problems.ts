/**
 * Why a request failed, by kind, for every onboarding component: the words an applicant reads
 * (after the component's own lead sentence, as its {message}), never the service's message.
 * Part of the status catalogue (en-onboarding-status.ts), kept apart so the onboarding flow's
 * first screen carries these and not the uploader's and review's words (docs/elements.md#size).
 */
export const enOnboardingProblems = {
  'problem.network': 'The connection failed. Check your connection and try again.',
  'problem.session': 'Your session has ended. Sign in again to continue.',
  'problem.forbidden': 'This is not available for your account. Contact support if you need it.',
  'problem.notFound': 'Your application could not be found. Sign in again, or contact support if this continues.',
  'problem.conflict': 'Your application changed in the meantime. Reload the page and try again.',
  'problem.tooLarge': 'The file is too large. Choose a smaller file.',
  'problem.type': 'This type of file is not accepted. Choose a JPEG, PNG or PDF.',
  'problem.refused': 'This was not accepted for your application as it stands now. Check it, or contact support.',
  'problem.busy': 'Too many attempts. Wait a moment, then try again.',
  'problem.unavailable': 'The service is not available just now. Try again in a few minutes.',
} as const;
