import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: לא ניתן היה להחיל את הסגנונות — תחת Content-Security-Policy בלי \'unsafe-inline\' ב-style-src, יש לטעון את paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (העתיקו את node_modules/paykit/dist/styles.css לצד הדפים שלכם).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'פרטי התשלום נטענים…',
  'checkout.state.pending': 'ממתינים לתשלום',
  'checkout.state.confirming': 'התשלום התקבל. ממתינים לאישורים מהרשת.',
  'checkout.state.underpaid': 'חלק מהתשלום התקבל. שלחו את היתרה לאותה כתובת לפני שהזמן ייגמר.',
  'checkout.state.overpaid': 'התקבלו {extra} {currency} יותר מ-{amount} {currency} שנדרשו: {merchant} ייצור איתכם קשר בנוגע להפרש.',
  'checkout.state.settled': 'התשלום הושלם. תודה!',
  'checkout.state.error': 'לא ניתן היה לטעון את התשלום הזה.',
  'checkout.state.notFound': 'התשלום הזה לא נמצא.',
  'checkout.state.checking': 'אנחנו בודקים את סטטוס התשלום. הדף יתעדכן ברגע שהוא יהיה ידוע.',
  'checkout.state.checkingNoAddress': 'אנחנו בודקים את סטטוס התשלום. אין לשלוח כסף עד שהכתובת תופיע כאן.',
  'checkout.reconnecting': 'החיבור נותק. מתחברים מחדש… מוצג הסטטוס האחרון הידוע.',
  'checkout.restart': 'להתחיל מחדש',
  'checkout.retry': 'לנסות שוב',
  'checkout.title': 'תשלום',
  'checkout.testMode': 'מצב בדיקה',
  'checkout.openWallet': 'פתיחה בארנק',
  'checkout.receipt.title': 'קבלה',
  'checkout.receipt.time': 'מועד התשלום',
  'checkout.receipt.hash': 'גיבוב העסקה',
  'checkout.receipt.reference': 'אסמכתה',
  'checkout.receipt.paymentId': 'מזהה תשלום',
  'checkout.outcome.settled': 'התשלום התקבל',
  'checkout.outcome.underpaid': 'שולם חלקית',
  'checkout.outcome.expired': 'תוקף התשלום הזה פג',
  'checkout.outcome.failed': 'התשלום הזה נכשל',
  'checkout.closed.expiredBody': 'אין לשלוח כסף לכתובת של התשלום הזה.',
  'checkout.closed.keptBody': 'אין לשלוח סכומים נוספים לכתובת הזו.',
  'checkout.closed.keptNote': 'הכסף ששלחתם בטוח. פנו אל {merchant} וציינו את האסמכתה:',
  'checkout.back': 'חזרה אל {merchant}',
  'checkout.backToShop': 'חזרה לחנות',
  'checkout.merchant': 'בית העסק',
  'checkout.receipt.details': 'פרטים',
  'checkout.receipt.explorer': 'הצגה בסייר הבלוקים',
  'checkout.receipt.explorerNamed': 'הצגה ב-{explorer}',

  // Amounts.
  'checkout.amount.label': 'סכום לתשלום',
  'checkout.amount.labelClosed': 'סכום',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'נותר לתשלום',
  'checkout.amount.exact': 'הסכום המדויק',
  'checkout.receivedOf': 'התקבלו {received} מתוך {amount} {currency}',

  // Address and QR code.
  // The network's name isolated (FSI…PDI): "TRON (TRC-20)" keeps its brackets in a right-to-left sentence.
  'checkout.address.label': 'שלחו רק {currency} ברשת \u2068{network}\u2069 לכתובת הזו',
  'checkout.address.labelNoNetwork': 'שלחו {currency} לכתובת הזו',
  'checkout.address.check': 'ודאו שהתווים המודגשים זהים לאלה שבארנק שלכם.',
  'checkout.qr.label': 'קוד QR של הכתובת לקבלת התשלום {address}',
  'checkout.qr.labelUri': 'קוד QR לתשלום {amount} {currency} לכתובת {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'העתקת הכתובת',
  'copy.amount': 'העתקת הסכום',
  'copy.copied': 'הועתק',
  'copy.addressCopied': 'הכתובת הועתקה',
  'copy.amountCopied': 'הסכום הועתק',
  'copy.hash': 'העתקת גיבוב העסקה',
  'copy.hashCopied': 'גיבוב העסקה הועתק',
  'copy.reference': 'העתקת האסמכתה',
  'copy.referenceCopied': 'האסמכתה הועתקה',
  'copy.failed': 'ההעתקה נכשלה: סמנו את הטקסט והעתיקו אותו בעצמכם',

  // Countdown.
  'countdown.label': 'התוקף יפוג בעוד',
  'countdown.spoken': 'נותרו {time}',
  'countdown.expired': 'הזמן נגמר',

  // Instructions.
  'instructions.pending': 'עמלות הרשת משולמות על ידי השולח.',
  'instructions.underpaid': 'עמלות הרשת משולמות על ידי השולח.',
  'instructions.timeUp': 'הזמן נגמר: אין לשלוח כסף לכתובת הזו. הדף יתעדכן ברגע שהתשלום ייסגר.',
  'instructions.confirming': 'אפשר לסגור את הדף; התשלום יושלם מעצמו.',
  'instructions.checking': 'אם כבר שלחתם את התשלום, אין צורך לעשות דבר נוסף.',
  'instructions.settled': 'אפשר לסגור את הדף.',
  'instructions.overpaid': 'אפשר לסגור את הדף.',
};
