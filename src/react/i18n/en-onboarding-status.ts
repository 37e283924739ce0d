import { enOnboardingProblems } from './en-onboarding-problems';
import { enOnboardingVirtualAccount } from './en-onboarding-virtual-account';

/**
 * Strings of the document uploader, the selfie-check hand-off, the verification status and the
 * account-details card, in English. Kept out of `enCheckout` so the checkout's bundle does not carry
 * them; a merchant overrides them key by key through the provider's `messages`, like any other.
 */
export const enOnboardingStatus = {
  // Document uploader: what each document is.
  'upload.type.passport': 'Passport photo page',
  'upload.type.id_front': 'Front of your ID card or driver’s licence',
  'upload.type.id_back': 'Back of your ID card or driver’s licence',
  'upload.type.proof_of_address': 'Proof of address',
  'upload.type.additional_document': 'Additional document',
  'upload.type.registration_document': 'Registration document',
  'upload.type.trust_deed': 'Trust deed',
  'upload.type.beneficial_owner_id': 'Beneficial owner’s ID',
  'upload.hint.proof_of_address': 'A utility bill or bank statement from the last 3 months, showing your name and address.',
  'upload.hint.formats': '{accepted}, up to {limit}.',
  'upload.accepted.all': 'JPEG, PNG or PDF',
  'upload.accepted.images': 'JPEG or PNG',
  'upload.accepted.pdf': 'PDF',
  'upload.article.all': 'a JPEG, PNG or PDF',
  'upload.article.images': 'a JPEG or PNG photo',
  'upload.article.pdf': 'a PDF',

  // Document uploader: controls.
  'upload.choose': 'Choose a file',
  'upload.replace': 'Replace',
  'upload.remove': 'Remove',
  'upload.camera': 'Take a photo',
  'upload.drop': 'or drag and drop it here',
  'upload.cancel': 'Cancel upload',
  'upload.retry': 'Try again',
  'upload.anyway': 'Upload this file anyway',

  // Document uploader: status, read out as it changes.
  'upload.status.checking': 'Checking {name}…',
  'upload.status.uploading': 'Uploading {name}…',
  'upload.status.progress': 'Uploading: {percent}% sent',
  'upload.status.uploaded': '{name} uploaded.',
  'upload.status.cancelled': 'Upload cancelled. Nothing was sent.',
  'upload.status.removed': '{name} removed.',
  'upload.progress.label': 'Upload progress',
  'upload.progress.value': '{percent}% ({sent} of {total})',

  // Document uploader: problems, each saying what to do.
  'upload.error.type': 'This file is {kind} — upload {accepted}.',
  'upload.error.typeMismatch': '{name} is named like a {claimed} but its contents are not {accepted} — export it again, or upload another file.',
  'upload.error.heic': 'iPhone photos in HEIC format are not accepted: take a screenshot of the photo, or choose Settings › Camera › Formats › Most Compatible.',
  'upload.error.size': '{name} is {size}; the limit is {limit}. Choose a smaller file or a lower-resolution photo.',
  'upload.error.empty': '{name} is empty. Choose the file again.',
  'upload.error.unreadable': '{name} could not be read. Choose it again.',
  'upload.error.failed': 'The upload failed. {message}',
  'upload.error.network': 'The upload failed because the connection dropped. Check your connection and try again.',
  'upload.kind.gif': 'a GIF image',
  'upload.kind.webp': 'a WebP image',
  'upload.kind.heic': 'a HEIC photo',
  'upload.kind.svg': 'an SVG drawing',
  'upload.kind.word': 'a Word document',
  'upload.kind.zip': 'a zip archive',
  'upload.kind.text': 'a text file',
  'upload.kind.video': 'a video',
  'upload.kind.image': 'an image in a format we cannot accept',
  'upload.kind.pdf': 'a PDF',
  'upload.kind.other': 'not a JPEG, PNG or PDF',

  // Readability hints (the review's document_quality and "unreadable document image" reasons).
  'upload.quality.small':
    'This photo is only {width} × {height} pixels, which may be too small to read. Reviewers turn down unreadable document images: take a closer photo of at least 600 × 400 pixels if you can.',
  'upload.quality.blurry':
    'This photo looks blurry. Reviewers turn down unreadable document images: in good light, hold the camera steady and check that the text is sharp.',

  // Selfie check hand-off.
  'liveness.title': 'Selfie check',
  'liveness.intro': 'Take a short selfie so we can check that the ID is yours. It takes about a minute.',
  'liveness.documentsFirst': 'Upload your identity document first; the selfie check comes after it.',
  'liveness.continue': 'Start the selfie check',
  'liveness.phone': 'Use my phone instead',
  'liveness.newTab': '(opens in a new tab)',
  'liveness.openAgain': 'Open the selfie check',
  'liveness.qr.label': 'QR code that opens the selfie check on a phone',
  'liveness.qr.help': 'Scan this code with your phone’s camera to do the selfie check there.',
  'liveness.starting': 'Starting the selfie check…',
  'liveness.waiting': 'Waiting for your selfie check…',
  'liveness.waitingHelp': 'Finish the check in the window that opened, or on your phone. This page updates by itself.',
  'liveness.completed': 'Selfie check complete.',
  'liveness.failed': 'The selfie check did not succeed. Try again in good light, with your face fully in the frame.',
  'liveness.retry': 'Try again',
  'liveness.loading': 'Loading…',
  // The selfie check's problems, in words for the applicant (never the service's message).
  'liveness.closed': 'This application no longer takes a selfie check: it is in review or has been decided.',
  'liveness.problem.refused': 'The selfie check cannot be started for this application right now.',
  'liveness.problem.session': 'Your session has ended. Sign in again to continue.',
  'liveness.problem.busy': 'Too many attempts. Wait a moment, then try again.',
  'liveness.problem.unavailable': 'The selfie check could not be started just now. Check your connection and try again.',
  'liveness.problem.loadFailed': 'Your account could not be loaded just now. This page tries again by itself.',
  // Why a request failed, by kind (./en-onboarding-problems.ts: the flow's first screen loads only these).
  ...enOnboardingProblems,

  // Verification status.
  'verification.title': 'Verification',
  'verification.loading': 'Loading your verification status…',
  'verification.error.title': 'We could not load your status',
  'verification.error.retry': 'Try again',
  'verification.reconnecting': 'Connection lost. Reconnecting… The last known status is shown.',
  'verification.pending.title': 'We have your details',
  'verification.pending.body': 'Your application is waiting for review. We will let you know when it starts.',
  'verification.in_review.title': 'We’re reviewing your details',
  'verification.in_review.individual': 'Reviews usually take 1 to 2 business days. You can close this page: we will let you know.',
  'verification.in_review.business': 'Reviews of businesses usually take 2 to 5 business days. You can close this page: we will let you know.',
  'verification.approved.title': 'You’re verified',
  'verification.approved.body': 'Your account is approved.',
  'verification.rejected.title': 'We could not verify your account',
  'verification.rejected.expired_document': 'The identity document you sent has expired. Verification needs a document that is still valid.',
  'verification.rejected.unreadable_document_image': 'The photo of your document could not be read: it was blurry, too dark, or cut off.',
  'verification.rejected.name_mismatch': 'The name you entered does not match the name on your identity document.',
  'verification.rejected.address_mismatch': 'The address you entered does not match the address on your documents.',
  'verification.rejected.unknown': 'No reason was given.',
  'verification.rejected.next': 'Contact support if you think this is a mistake.',
  'verification.rejected.fix.expired_document': 'To try again, use an identity document that is still valid.',
  'verification.rejected.fix.unreadable_document_image': 'To try again, photograph the whole document in good light, flat and in focus.',
  'verification.rejected.fix.name_mismatch': 'Enter your name exactly as it is on your identity document.',
  'verification.rejected.fix.address_mismatch': 'Enter your address exactly as it is on your proof of address.',
  'verification.rejected.update': 'Update your details',
  'verification.rejected.upload': 'Upload a valid document',
  'verification.support': 'Contact support',
  'verification.support.question': 'Not sure what to send?',
  'verification.more_info_required.title': 'We need a little more information',
  'verification.more_info_required.body': 'Complete each task below, then resubmit your application.',
  'verification.task.done': 'Done',
  'verification.task.todo': 'To do',
  'verification.task.additional_document.title': 'Upload an additional document',
  'verification.task.additional_document.body':
    'One more document is needed to confirm your details: for example a second identity document, or a bank statement in your name.',
  'verification.task.address_proof.title': 'Upload a proof of address',
  'verification.task.address_proof.body': 'A utility bill or bank statement from the last 3 months, showing your name and address.',
  'verification.task.beneficial_owner_info.title': 'Update your beneficial owners',
  'verification.task.beneficial_owner_info.body': 'List everyone who owns 25% or more of the business, with their details, and send them again.',
  'verification.task.beneficial_owner_info.missing': 'This platform has not set up the owners form here: contact them to update your owners.',
  'verification.task.document_quality.title': 'Upload a clearer photo of your document',
  'verification.task.document_quality.body': 'The last photo could not be read. In good light, photograph the whole document, flat and in focus.',
  'verification.resubmit': 'Resubmit for review',
  'verification.resubmitting': 'Resubmitting…',
  'verification.resubmit.blocked': 'Complete every task above to resubmit.',
  'verification.resubmit.blockedOne': 'Upload the file to resubmit.',
  'verification.resubmit.failed': 'Your application could not be resubmitted. {message}',

  // Account details card (./en-onboarding-virtual-account.ts: its element loads only these and the problems).
  ...enOnboardingVirtualAccount,
} as const satisfies Record<OnboardingStatusKey, string>;

/** A key of the documents, selfie check, verification and account details strings. */
export type OnboardingStatusKey =
  | 'upload.type.passport'
  | 'upload.type.id_front'
  | 'upload.type.id_back'
  | 'upload.type.proof_of_address'
  | 'upload.type.additional_document'
  | 'upload.type.registration_document'
  | 'upload.type.trust_deed'
  | 'upload.type.beneficial_owner_id'
  | 'upload.hint.proof_of_address'
  | 'upload.hint.formats'
  | 'upload.accepted.all'
  | 'upload.accepted.images'
  | 'upload.accepted.pdf'
  | 'upload.article.all'
  | 'upload.article.images'
  | 'upload.article.pdf'
  | 'upload.choose'
  | 'upload.replace'
  | 'upload.remove'
  | 'upload.camera'
  | 'upload.drop'
  | 'upload.cancel'
  | 'upload.retry'
  | 'upload.anyway'
  | 'upload.status.checking'
  | 'upload.status.uploading'
  | 'upload.status.progress'
  | 'upload.status.uploaded'
  | 'upload.status.cancelled'
  | 'upload.status.removed'
  | 'upload.progress.label'
  | 'upload.progress.value'
  | 'upload.error.type'
  | 'upload.error.typeMismatch'
  | 'upload.error.heic'
  | 'upload.error.size'
  | 'upload.error.empty'
  | 'upload.error.unreadable'
  | 'upload.error.failed'
  | 'upload.error.network'
  | 'upload.kind.gif'
  | 'upload.kind.webp'
  | 'upload.kind.heic'
  | 'upload.kind.svg'
  | 'upload.kind.word'
  | 'upload.kind.zip'
  | 'upload.kind.text'
  | 'upload.kind.video'
  | 'upload.kind.image'
  | 'upload.kind.pdf'
  | 'upload.kind.other'
  | 'upload.quality.small'
  | 'upload.quality.blurry'
  | 'liveness.title'
  | 'liveness.intro'
  | 'liveness.documentsFirst'
  | 'liveness.continue'
  | 'liveness.phone'
  | 'liveness.newTab'
  | 'liveness.openAgain'
  | 'liveness.qr.label'
  | 'liveness.qr.help'
  | 'liveness.starting'
  | 'liveness.waiting'
  | 'liveness.waitingHelp'
  | 'liveness.completed'
  | 'liveness.failed'
  | 'liveness.retry'
  | 'liveness.loading'
  | 'liveness.closed'
  | 'liveness.problem.refused'
  | 'liveness.problem.session'
  | 'liveness.problem.busy'
  | 'liveness.problem.unavailable'
  | 'liveness.problem.loadFailed'
  | 'problem.network'
  | 'problem.session'
  | 'problem.forbidden'
  | 'problem.notFound'
  | 'problem.conflict'
  | 'problem.tooLarge'
  | 'problem.type'
  | 'problem.refused'
  | 'problem.busy'
  | 'problem.unavailable'
  | 'verification.title'
  | 'verification.loading'
  | 'verification.error.title'
  | 'verification.error.retry'
  | 'verification.reconnecting'
  | 'verification.pending.title'
  | 'verification.pending.body'
  | 'verification.in_review.title'
  | 'verification.in_review.individual'
  | 'verification.in_review.business'
  | 'verification.approved.title'
  | 'verification.approved.body'
  | 'verification.rejected.title'
  | 'verification.rejected.expired_document'
  | 'verification.rejected.unreadable_document_image'
  | 'verification.rejected.name_mismatch'
  | 'verification.rejected.address_mismatch'
  | 'verification.rejected.unknown'
  | 'verification.rejected.next'
  | 'verification.rejected.fix.expired_document'
  | 'verification.rejected.fix.unreadable_document_image'
  | 'verification.rejected.fix.name_mismatch'
  | 'verification.rejected.fix.address_mismatch'
  | 'verification.rejected.update'
  | 'verification.rejected.upload'
  | 'verification.support'
  | 'verification.support.question'
  | 'verification.more_info_required.title'
  | 'verification.more_info_required.body'
  | 'verification.task.done'
  | 'verification.task.todo'
  | 'verification.task.additional_document.title'
  | 'verification.task.additional_document.body'
  | 'verification.task.address_proof.title'
  | 'verification.task.address_proof.body'
  | 'verification.task.beneficial_owner_info.title'
  | 'verification.task.beneficial_owner_info.body'
  | 'verification.task.beneficial_owner_info.missing'
  | 'verification.task.document_quality.title'
  | 'verification.task.document_quality.body'
  | 'verification.resubmit'
  | 'verification.resubmitting'
  | 'verification.resubmit.blocked'
  | 'verification.resubmit.blockedOne'
  | 'verification.resubmit.failed'
  | 'virtualAccount.title'
  | 'virtualAccount.loading'
  | 'virtualAccount.unverified'
  | 'virtualAccount.inactive'
  | 'virtualAccount.activate'
  | 'virtualAccount.activating'
  | 'virtualAccount.forbidden'
  | 'virtualAccount.notKept'
  | 'virtualAccount.issue'
  | 'virtualAccount.issuing'
  | 'virtualAccount.error'
  | 'virtualAccount.retry'
  | 'virtualAccount.bank'
  | 'virtualAccount.accountName'
  | 'virtualAccount.bsb'
  | 'virtualAccount.accountNumber'
  | 'virtualAccount.solana'
  | 'virtualAccount.solanaWarning'
  | 'virtualAccount.copy.accountName'
  | 'virtualAccount.copy.bsb'
  | 'virtualAccount.copy.accountNumber'
  | 'virtualAccount.copy.solana'
  | 'virtualAccount.copied'
  | 'virtualAccount.share'
  | 'virtualAccount.copyAll'
  | 'virtualAccount.allCopied'
  | 'virtualAccount.copyFailed'
  | 'virtualAccount.shareTitle'
  | 'virtualAccount.shareText'
  | 'virtualAccount.copiedShort';
/** Those strings, by key. */
export type OnboardingStatusMessages = Record<OnboardingStatusKey, string>;
/** Looks one of those strings up and fills its placeholders. */
export type StatusTranslate = (key: OnboardingStatusKey, vars?: Record<string, string | number>) => string;

/**
 * "12 MB", "1.5 MB", "135 kB": bytes in the units the 10 MB limit is stated in (1 MB = 1024 ×
 * 1024 bytes, 1 kB = 1024 bytes), kilobytes below one megabyte, in the locale's own unit words.
 * `roundUp` for a file over the limit, so it never reads as exactly the limit.
 */
export function formatFileSize(bytes: number, locale: string, options: { roundUp?: boolean } = {}): string {
  const round = options.roundUp ? Math.ceil : Math.round;
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(round(mb * 10) / 10);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, round(bytes / 1024)));
}
