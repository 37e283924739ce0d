import type { WithPluralForms } from './plural';

/**
 * The dashboard's strings for transactions (TransactionList, TransactionDetails), in English. Its own catalogue so neither the
 * checkout nor onboarding bundles carry them; a merchant overrides them key by key through the
 * provider's `messages`, like any other.
 */
export const enDashboardActivity = {
  'transactions.title': 'Transactions',
  'transactions.caption': 'Transactions matching the filters',
  'transactions.filters': 'Filters',
  'transactions.filtersApplied': 'applied',
  'transactions.appliedFilters': 'Applied filters',
  'transactions.removeFilter': 'Remove filter {filter}',
  'transactions.chip': '{label}: {value}',
  'transactions.status': 'Status',
  'transactions.anyStatus': 'Any status',
  'transactions.link': 'Payment link ID',
  'transactions.currency': 'Currency',
  'transactions.anyCurrency': 'Any currency',
  'transactions.from': 'From date',
  'transactions.to': 'To date',
  'transactions.toHint': 'Includes this day',
  'transactions.rangeError': 'The to date is before the from date',
  'transactions.linkError': 'Enter a payment link ID, like pl_a1B2c3',
  'transactions.clear': 'Clear filters',
  'transactions.pageSize': 'Rows per page',
  'transactions.pages': 'Pages',
  'transactions.previous': 'Previous',
  'transactions.next': 'Next',
  'transactions.range': '{from}–{to} of {total}',
  'transactions.showing.one': 'Showing {from}–{to} of {total} transaction',
  'transactions.showing.other': 'Showing {from}–{to} of {total} transactions',
  'transactions.loading': 'Loading transactions…',
  'transactions.empty': 'No transactions match these filters',
  'transactions.none': 'No transactions yet',
  'transactions.error': 'The transactions could not be loaded: {message}',
  'transactions.retry': 'Try again',
  'transactions.colDate': 'Date',
  'transactions.colAmount': 'Amount',
  'transactions.colStatus': 'Status',
  'transactions.colLink': 'Payment link',
  'transactions.pending': 'Pending',
  'transactions.confirmed': 'Confirmed',
  'transactions.settled': 'Settled',
  'transactions.failed': 'Failed',
  'transactions.export': 'Export CSV',
  'transactions.exporting': 'Preparing the CSV…',
  'transactions.exported.one': 'Downloaded {count} transaction',
  'transactions.exported.other': 'Downloaded {count} transactions',
  'transactions.exportCapped.one': 'Downloaded the first {count} transaction only. Narrow the filters to get the rest.',
  'transactions.exportCapped.other': 'Downloaded the first {count} transactions only. Narrow the filters to get the rest.',
  'transactions.exportError': 'The CSV could not be made: {message}',
  'transactionDetails.title': 'Transaction details',
  'transactionDetails.id': 'Transaction ID',
  'transactionDetails.hash': 'Transaction hash',
  'transactionDetails.confirmed': 'Confirmed',
  'transactionDetails.settled': 'Settled',
  'transactionDetails.waiting': 'Waiting for the network',
  'transactionDetails.copyHash': 'Copy transaction hash',
  'transactionDetails.copied': 'Copied',
  'transactionDetails.copyFailed': 'Could not copy. Select the text and copy it.',
  'transactionDetails.copyId': 'Copy transaction ID',
  'transactionDetails.copyLinkId': 'Copy payment link ID',
  'transactionDetails.explorer': 'View on explorer',
  'transactionDetails.loading': 'Loading the transaction…',
  'transactionDetails.notFound': 'No transaction {id} was found.',
  'transactionDetails.error': 'The transaction could not be loaded: {message}',
  'transactionDetails.close': 'Close',
} satisfies Record<DashboardActivityKey, string>;
/** A key of the dashboard's activity catalogue. */
export type DashboardActivityKey =
  | 'transactions.title'
  | 'transactions.caption'
  | 'transactions.filters'
  | 'transactions.filtersApplied'
  | 'transactions.appliedFilters'
  | 'transactions.removeFilter'
  | 'transactions.chip'
  | 'transactions.status'
  | 'transactions.anyStatus'
  | 'transactions.link'
  | 'transactions.currency'
  | 'transactions.anyCurrency'
  | 'transactions.from'
  | 'transactions.to'
  | 'transactions.toHint'
  | 'transactions.rangeError'
  | 'transactions.linkError'
  | 'transactions.clear'
  | 'transactions.pageSize'
  | 'transactions.pages'
  | 'transactions.previous'
  | 'transactions.next'
  | 'transactions.range'
  | 'transactions.showing.one'
  | 'transactions.showing.other'
  | 'transactions.loading'
  | 'transactions.empty'
  | 'transactions.none'
  | 'transactions.error'
  | 'transactions.retry'
  | 'transactions.colDate'
  | 'transactions.colAmount'
  | 'transactions.colStatus'
  | 'transactions.colLink'
  | 'transactions.pending'
  | 'transactions.confirmed'
  | 'transactions.settled'
  | 'transactions.failed'
  | 'transactions.export'
  | 'transactions.exporting'
  | 'transactions.exported.one'
  | 'transactions.exported.other'
  | 'transactions.exportCapped.one'
  | 'transactions.exportCapped.other'
  | 'transactions.exportError'
  | 'transactionDetails.title'
  | 'transactionDetails.id'
  | 'transactionDetails.hash'
  | 'transactionDetails.confirmed'
  | 'transactionDetails.settled'
  | 'transactionDetails.waiting'
  | 'transactionDetails.copyHash'
  | 'transactionDetails.copied'
  | 'transactionDetails.copyFailed'
  | 'transactionDetails.copyId'
  | 'transactionDetails.copyLinkId'
  | 'transactionDetails.explorer'
  | 'transactionDetails.loading'
  | 'transactionDetails.notFound'
  | 'transactionDetails.error'
  | 'transactionDetails.close';
/** The dashboard's activity strings, as a translation provides them (with its language's extra plural forms). */
export type DashboardActivityMessages = WithPluralForms<DashboardActivityKey>;
