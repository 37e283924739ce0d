/**
 * The dashboard's strings for payment links (PaymentLinkList, CreatePaymentLink), in English. Its own catalogue so neither the
 * checkout nor onboarding bundles carry them; a merchant overrides them key by key through the
 * provider's `messages`, like any other.
 */
export const enDashboardLinks = {
  'links.title': 'Payment links',
  'links.filter': 'Status',
  'links.filter.all': 'All',
  'links.status.active': 'Active',
  'links.status.paid': 'Paid',
  'links.status.expired': 'Expired',
  'links.status.deactivated': 'Deactivated',
  'links.col.amount': 'Amount',
  'links.col.status': 'Status',
  'links.col.created': 'Created',
  'links.col.actions': 'Actions',
  'links.loading': 'Loading payment links…',
  'links.empty': 'No payment links yet.',
  'links.emptyFiltered': 'No payment links with this status.',
  'links.error': 'Payment links could not be loaded: {message}',
  'links.retry': 'Try again',
  'links.range': 'Showing {from}–{to} of {total}',
  'links.pages': 'Pages',
  'links.prev': 'Previous',
  'links.next': 'Next',
  'links.copy': 'Copy link',
  'links.copied': 'Link copied',
  'links.copyFailed': 'Copying failed: select the link and copy it yourself',
  'links.qr.show': 'Show QR code',
  'links.qr.hide': 'Hide QR code',
  'links.qr.label': 'QR code of {url}',
  'links.open': 'Open page',
  'links.newTab': '(opens in a new tab)',
  'links.select': 'Transactions',
  /** A row's overflow menu button (it shows only "⋯"). */
  'links.more': 'More actions',
  'links.closed.paid': 'Paid: this link takes no more payments.',
  'links.closed.expired': 'Expired: this link takes no payments.',
  'links.closed.deactivated': 'Deactivated: this link takes no payments.',
  'create.title': 'Create a payment link',
  'create.amount': 'Amount',
  'create.amount.hint': 'For example {example}',
  'create.currency': 'Currency',
  'create.description': 'Description',
  'create.description.hint': 'Shown to the payer. Up to {max} characters.',
  'create.submit': 'Create link',
  'create.submitting': 'Creating the link…',
  'create.error.amount.required': 'Enter an amount',
  'create.error.amount.format': 'Enter the amount in figures, with thousands like {thousands} and decimals like {decimal}',
  'create.error.amount.tooLarge': 'Enter an amount below {limit} {currency}: at most {digits} digits before the decimal point',
  'create.error.amount.positive': 'Enter an amount greater than 0',
  'create.error.amount.scale': 'Enter at most {digits} decimal places for {currency}',
  'create.error.currency': 'Choose a currency',
  'create.error.description': 'Enter at most {max} characters',
  'create.refused.forbidden': 'You are not allowed to create payment links.',
  'create.refused.session': 'Your session has ended. Sign in again, then try again.',
  'create.refused.rate': 'Too many requests. Wait a moment, then try again.',
  'create.refused.invalid': 'The link was refused: {message}',
  'create.refused.field.invalid': 'The service did not accept what you entered here. Check it, then try again.',
  'create.refused.field.rule': 'The service does not allow this for your account. Change it, then try again.',
  'create.refused.network': 'The link could not be created: the connection failed. Try again.',
  'create.refused.server': 'The service is having trouble. Try again in a moment.',
  'create.created': 'Payment link created',
  'create.another': 'Create another link',
} satisfies Record<DashboardLinksKey, string>;
/** A key of the dashboard's links catalogue. */
export type DashboardLinksKey =
  | 'links.title'
  | 'links.filter'
  | 'links.filter.all'
  | 'links.status.active'
  | 'links.status.paid'
  | 'links.status.expired'
  | 'links.status.deactivated'
  | 'links.col.amount'
  | 'links.col.status'
  | 'links.col.created'
  | 'links.col.actions'
  | 'links.loading'
  | 'links.empty'
  | 'links.emptyFiltered'
  | 'links.error'
  | 'links.retry'
  | 'links.range'
  | 'links.pages'
  | 'links.prev'
  | 'links.next'
  | 'links.copy'
  | 'links.copied'
  | 'links.copyFailed'
  | 'links.qr.show'
  | 'links.qr.hide'
  | 'links.qr.label'
  | 'links.open'
  | 'links.newTab'
  | 'links.select'
  | 'links.more'
  | 'links.closed.paid'
  | 'links.closed.expired'
  | 'links.closed.deactivated'
  | 'create.title'
  | 'create.amount'
  | 'create.amount.hint'
  | 'create.currency'
  | 'create.description'
  | 'create.description.hint'
  | 'create.submit'
  | 'create.submitting'
  | 'create.error.amount.required'
  | 'create.error.amount.format'
  | 'create.error.amount.tooLarge'
  | 'create.error.amount.positive'
  | 'create.error.amount.scale'
  | 'create.error.currency'
  | 'create.error.description'
  | 'create.refused.forbidden'
  | 'create.refused.session'
  | 'create.refused.rate'
  | 'create.refused.invalid'
  | 'create.refused.field.invalid'
  | 'create.refused.field.rule'
  | 'create.refused.network'
  | 'create.refused.server'
  | 'create.created'
  | 'create.another';
/** The dashboard's links strings, as a translation provides them. */
export type DashboardLinksMessages = Record<DashboardLinksKey, string>;
