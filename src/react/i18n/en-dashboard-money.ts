/**
 * The dashboard's strings for balances and FX conversion (BalanceList, FxConverter), in English. Its own catalogue so neither the
 * checkout nor onboarding bundles carry them; a merchant overrides them key by key through the
 * provider's `messages`, like any other.
 */
export const enDashboardMoney = {
  'balances.title': 'Balances',
  'balances.loading': 'Loading balances…',
  'balances.empty': 'No balances yet. A currency appears here once a payment settles or a conversion credits it.',
  'balances.available': 'Available',
  'balances.updated': 'Balances updated',
  'money.problem.auth': 'Your session has ended. Sign in again, then try again.',
  'money.problem.forbidden': 'This account is not allowed to do this. Ask the platform for access.',
  'money.problem.network': 'The server could not be reached. Check your connection and try again.',
  'money.problem.other': 'Something went wrong. Try again in a moment.',
  'money.retry': 'Try again',
  'fx.title': 'Convert currency',
  'fx.sellCurrency': 'Sell',
  'fx.buyCurrency': 'Buy',
  'fx.sellAmount': 'Amount to sell',
  'fx.buyAmount': 'You receive',
  'fx.hint': 'Fill in one amount; the quote gives the other.',
  'fx.getQuote': 'Get quote',
  'fx.quoting': 'Getting a quote…',
  'fx.rate': 'Rate',
  'fx.rateValue': '1 {sell} = {rate} {buy}',
  'fx.youGet': 'You receive',
  'fx.expiresIn': 'Expires in {time}',
  'fx.quoted': 'Quote ready: {sell} for {buy}, valid for {time}.',
  'fx.convert': 'Convert',
  'fx.converting': 'Converting…',
  'fx.cancel': 'Change amounts',
  'fx.expired': 'This quote has expired. Get a new quote to convert.',
  'fx.requote': 'Get a new quote',
  'fx.converted': 'Converted: {sell} debited, {buy} credited.',
  'fx.pending': 'Conversion in progress: {sell} debited; {buy} will be credited.',
  'fx.failed': 'The conversion failed: {reason}',
  'fx.debited': 'Debited',
  'fx.credited': 'Credited',
  'fx.appliedRate': 'Rate applied',
  'fx.again': 'New conversion',
  'fx.error.required': 'Enter an amount to sell or to receive',
  'fx.error.number': 'Enter the amount in figures, with thousands like {thousands} and decimals like {decimal}',
  'fx.error.tooLarge': 'Enter an amount below {limit} {currency}: at most {digits} digits before the decimal point',
  'fx.error.positive': 'Enter an amount greater than 0',
  'fx.error.scale': '{currency} amounts have at most {scale} decimal places',
  'fx.error.same': 'Choose a currency to buy other than {currency}',
  'fx.refusal.balance': 'Not enough {currency}: you have {available} {currency} available.',
  'fx.refusal.balanceShort': 'Not enough {currency} for this conversion.',
  'fx.refusal.minimum': 'The minimum you can sell is {minimum} {currency}.',
  'fx.refusal.minimumShort': 'This amount is below the minimum for this pair.',
  'fx.refusal.used': 'This quote was already used. Get a new quote.',
  'fx.refusal.disabled': 'Currency conversion is not turned on for this account. Ask the platform to turn it on, then try again.',
  'fx.refusal.other': 'The conversion was refused: {message}',
} satisfies Record<DashboardMoneyKey, string>;
/** A key of the dashboard's money catalogue. */
export type DashboardMoneyKey =
  | 'balances.title'
  | 'balances.loading'
  | 'balances.empty'
  | 'balances.available'
  | 'balances.updated'
  | 'money.problem.auth'
  | 'money.problem.forbidden'
  | 'money.problem.network'
  | 'money.problem.other'
  | 'money.retry'
  | 'fx.title'
  | 'fx.sellCurrency'
  | 'fx.buyCurrency'
  | 'fx.sellAmount'
  | 'fx.buyAmount'
  | 'fx.hint'
  | 'fx.getQuote'
  | 'fx.quoting'
  | 'fx.rate'
  | 'fx.rateValue'
  | 'fx.youGet'
  | 'fx.expiresIn'
  | 'fx.quoted'
  | 'fx.convert'
  | 'fx.converting'
  | 'fx.cancel'
  | 'fx.expired'
  | 'fx.requote'
  | 'fx.converted'
  | 'fx.pending'
  | 'fx.failed'
  | 'fx.debited'
  | 'fx.credited'
  | 'fx.appliedRate'
  | 'fx.again'
  | 'fx.error.required'
  | 'fx.error.number'
  | 'fx.error.tooLarge'
  | 'fx.error.positive'
  | 'fx.error.scale'
  | 'fx.error.same'
  | 'fx.refusal.balance'
  | 'fx.refusal.balanceShort'
  | 'fx.refusal.minimum'
  | 'fx.refusal.minimumShort'
  | 'fx.refusal.used'
  | 'fx.refusal.disabled'
  | 'fx.refusal.other';
/** The dashboard's money strings, as a translation provides them. */
export type DashboardMoneyMessages = Record<DashboardMoneyKey, string>;
