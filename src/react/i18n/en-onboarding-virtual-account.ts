/**
 * The account-details card's words (VirtualAccountCard). Part of the status catalogue
 * (en-onboarding-status.ts), kept apart so a page with the card alone carries these and not the
 * uploader's and review's words (docs/elements.md#size).
 */
export const enOnboardingVirtualAccount = {
  'virtualAccount.title': 'Your account details',
  'virtualAccount.loading': 'Loading your account details…',
  'virtualAccount.unverified': 'Your account details appear here once your account is verified.',
  'virtualAccount.inactive': 'Turn on incoming payments to get a BSB and account number for bank transfers.',
  'virtualAccount.activate': 'Turn on incoming payments',
  'virtualAccount.activating': 'Turning on incoming payments…',
  'virtualAccount.forbidden': 'This platform does not let you turn on incoming payments yourself. Contact them to have it turned on.',
  'virtualAccount.notKept': 'Your account details are not saved here yet. Get them to see them here.',
  'virtualAccount.issue': 'Get my account details',
  'virtualAccount.issuing': 'Getting your account details…',
  'virtualAccount.error': 'Your account details could not be loaded. {message}',
  'virtualAccount.retry': 'Try again',
  'virtualAccount.bank': 'For bank transfers in {currency}',
  'virtualAccount.accountName': 'Account name',
  'virtualAccount.bsb': 'BSB',
  'virtualAccount.accountNumber': 'Account number',
  'virtualAccount.solana': 'Solana address for {assets}',
  'virtualAccount.solanaWarning': 'Send only {assets} on the Solana network to this address.',
  'virtualAccount.copy.accountName': 'Copy account name',
  'virtualAccount.copy.bsb': 'Copy BSB',
  'virtualAccount.copy.accountNumber': 'Copy account number',
  'virtualAccount.copy.solana': 'Copy Solana address',
  'virtualAccount.copied': '{field} copied',
  'virtualAccount.share': 'Share details',
  'virtualAccount.copyAll': 'Copy all details',
  'virtualAccount.allCopied': 'All details copied',
  'virtualAccount.copyFailed': 'Copying failed: select the text and copy it yourself',
  'virtualAccount.shareTitle': 'My account details',
  'virtualAccount.shareText': 'Account name: {name}\nBSB: {bsb}\nAccount number: {number}\nSolana address ({assets}): {address}',
  'virtualAccount.copiedShort': 'Copied',
} as const;
