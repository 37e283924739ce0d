/**
 * Every string a payer or a merchant's developer can see, in English. Other locales and a
 * merchant's `messages` override these key by key; {name} is a placeholder.
 */
export const enCheckout = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: styles could not be applied — under a Content-Security-Policy without \'unsafe-inline\' in style-src, load paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (copy node_modules/paykit/dist/styles.css next to your pages).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Loading payment details…',
  'checkout.state.pending': 'Waiting for payment',
  'checkout.state.confirming': 'Payment received. Waiting for network confirmations.',
  'checkout.state.underpaid': 'Part of the payment arrived. Send the rest to the same address before the timer runs out.',
  'checkout.state.overpaid': "That's {extra} {currency} more than the {amount} {currency} asked: {merchant} will contact you about the difference.",
  'checkout.state.settled': 'Payment complete. Thank you!',
  'checkout.state.error': 'This payment could not be loaded.',
  'checkout.state.notFound': 'This payment could not be found.',
  'checkout.state.checking': "We're checking this payment's status. This page updates as soon as it is known.",
  'checkout.state.checkingNoAddress': "We're checking this payment's status. Do not send funds until the address shows here.",
  'checkout.reconnecting': 'Connection lost. Reconnecting… The last known status is shown.',
  'checkout.restart': 'Start again',
  'checkout.retry': 'Try again',
  'checkout.title': 'Payment',
  'checkout.testMode': 'Test mode',
  'checkout.openWallet': 'Open in wallet',
  'checkout.receipt.title': 'Receipt',
  'checkout.receipt.time': 'Paid at',
  'checkout.receipt.hash': 'Transaction hash',
  'checkout.receipt.reference': 'Reference',
  'checkout.receipt.paymentId': 'Payment ID',
  'checkout.outcome.settled': 'Payment received',
  'checkout.outcome.underpaid': 'Partly paid',
  'checkout.outcome.expired': 'This payment has expired',
  'checkout.outcome.failed': 'This payment failed',
  'checkout.closed.expiredBody': "Don't send funds to its address.",
  'checkout.closed.keptBody': "Don't send more to this address.",
  'checkout.closed.keptNote': 'What you sent is safe. Contact {merchant} and quote',
  'checkout.back': 'Back to {merchant}',
  'checkout.backToShop': 'Back to the shop',
  'checkout.merchant': 'the merchant',
  'checkout.receipt.details': 'Details',
  'checkout.receipt.explorer': 'View on explorer',
  'checkout.receipt.explorerNamed': 'View on {explorer}',

  // Amounts.
  'checkout.amount.label': 'Amount to pay',
  'checkout.amount.labelClosed': 'Amount',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Still due',
  'checkout.amount.exact': 'Exact amount',
  'checkout.receivedOf': 'Received {received} of {amount} {currency}',

  // Address and QR code.
  'checkout.address.labelNoNetwork': 'Send {currency} to this address',
  'checkout.address.label': 'Send only {currency} on {network} to this address',
  'checkout.address.check': 'Check the bold characters match your wallet.',
  'checkout.qr.label': 'QR code of the receiving address {address}',
  'checkout.qr.labelUri': 'QR code to pay {amount} {currency} to {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Copy address',
  'copy.amount': 'Copy amount',
  'copy.copied': 'Copied',
  'copy.addressCopied': 'Address copied',
  'copy.amountCopied': 'Amount copied',
  'copy.hash': 'Copy transaction hash',
  'copy.hashCopied': 'Transaction hash copied',
  'copy.reference': 'Copy reference',
  'copy.referenceCopied': 'Reference copied',
  'copy.failed': 'Copying failed: select the text and copy it yourself',

  // Countdown.
  'countdown.label': 'Expires in',
  'countdown.spoken': '{time} left',
  'countdown.expired': 'Time is up',

  // Instructions.
  'instructions.pending': 'Network fees are paid by the sender.',
  'instructions.underpaid': 'Network fees are paid by the sender.',
  'instructions.timeUp': 'Time is up: do not send funds to this address. This page updates as soon as the payment is closed.',
  'instructions.confirming': 'You can close this page; the payment completes on its own.',
  'instructions.checking': 'If you have already sent the payment, there is nothing more to do.',
  'instructions.settled': 'You can close this page.',
  'instructions.overpaid': 'You can close this page.',
} as const;

/** A key of the checkout's messages. */
export type MessageKey = keyof typeof enCheckout;
/** The checkout's messages: one string per key. */
export type Messages = Record<MessageKey, string>;
