import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: سبک‌ها اعمال نشدند — با Content-Security-Policy بدون \'unsafe-inline\' در style-src، فایل paykit/styles.css را بارگذاری کنید: <link rel="stylesheet" href="/assets/paykit/styles.css"> (فایل node_modules/paykit/dist/styles.css را کنار صفحه‌هایتان کپی کنید).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'در حال بارگذاری جزئیات پرداخت…',
  'checkout.state.pending': 'در انتظار پرداخت',
  'checkout.state.confirming': 'پرداخت دریافت شد. در انتظار تأییدهای شبکه.',
  'checkout.state.underpaid': 'بخشی از پرداخت رسیده است. باقی‌مانده را پیش از پایان زمان به همین آدرس بفرستید.',
  'checkout.state.overpaid': '{extra} {currency} بیشتر از مبلغ درخواستی ({amount} {currency}) دریافت شد: {merchant} درباره مابه‌التفاوت با شما تماس می‌گیرد.',
  'checkout.state.settled': 'پرداخت انجام شد. سپاسگزاریم!',
  'checkout.state.error': 'این پرداخت بارگذاری نشد.',
  'checkout.state.notFound': 'این پرداخت پیدا نشد.',
  'checkout.state.checking': 'در حال بررسی وضعیت این پرداخت هستیم. این صفحه به‌محض مشخص شدن وضعیت به‌روز می‌شود.',
  'checkout.state.checkingNoAddress': 'در حال بررسی وضعیت این پرداخت هستیم. تا وقتی آدرس در اینجا نمایش داده نشده، وجهی نفرستید.',
  'checkout.reconnecting': 'اتصال قطع شد. در حال اتصال دوباره… آخرین وضعیت شناخته‌شده نمایش داده می‌شود.',
  'checkout.restart': 'شروع دوباره',
  'checkout.retry': 'تلاش دوباره',
  'checkout.title': 'پرداخت',
  'checkout.testMode': 'حالت آزمایشی',
  'checkout.openWallet': 'باز کردن در کیف پول',
  'checkout.receipt.title': 'رسید',
  'checkout.receipt.time': 'زمان پرداخت',
  'checkout.receipt.hash': 'هش تراکنش',
  'checkout.receipt.reference': 'کد پیگیری',
  'checkout.receipt.paymentId': 'شناسه پرداخت',
  'checkout.outcome.settled': 'پرداخت دریافت شد',
  'checkout.outcome.underpaid': 'پرداخت ناقص',
  'checkout.outcome.expired': 'این پرداخت منقضی شده است',
  'checkout.outcome.failed': 'این پرداخت ناموفق بود',
  'checkout.closed.expiredBody': 'به آدرس این پرداخت وجهی نفرستید.',
  'checkout.closed.keptBody': 'مبلغ دیگری به این آدرس نفرستید.',
  'checkout.closed.keptNote': 'وجهی که فرستاده‌اید محفوظ است. با {merchant} تماس بگیرید و این کد پیگیری را اعلام کنید:',
  'checkout.back': 'بازگشت به {merchant}',
  'checkout.backToShop': 'بازگشت به فروشگاه',
  'checkout.merchant': 'فروشنده',
  'checkout.receipt.details': 'جزئیات',
  'checkout.receipt.explorer': 'مشاهده در اکسپلورر',
  'checkout.receipt.explorerNamed': 'مشاهده در {explorer}',

  // Amounts.
  'checkout.amount.label': 'مبلغ قابل پرداخت',
  'checkout.amount.labelClosed': 'مبلغ',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'باقی‌مانده',
  'checkout.amount.exact': 'مبلغ دقیق',
  'checkout.receivedOf': '{received} از {amount} {currency} دریافت شد',

  // Address and QR code.
  // The network's name isolated (FSI…PDI): "TRON (TRC-20)" keeps its brackets in a right-to-left sentence.
  'checkout.address.label': 'فقط {currency} را از طریق شبکه \u2068{network}\u2069 به این آدرس بفرستید',
  'checkout.address.labelNoNetwork': '{currency} را به این آدرس بفرستید',
  'checkout.address.check': 'بررسی کنید کاراکترهای پررنگ با آدرس کیف پولتان یکی باشند.',
  'checkout.qr.label': 'کد QR آدرس دریافت {address}',
  'checkout.qr.labelUri': 'کد QR برای پرداخت {amount} {currency} به {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'کپی آدرس',
  'copy.amount': 'کپی مبلغ',
  'copy.copied': 'کپی شد',
  'copy.addressCopied': 'آدرس کپی شد',
  'copy.amountCopied': 'مبلغ کپی شد',
  'copy.hash': 'کپی هش تراکنش',
  'copy.hashCopied': 'هش تراکنش کپی شد',
  'copy.reference': 'کپی کد پیگیری',
  'copy.referenceCopied': 'کد پیگیری کپی شد',
  'copy.failed': 'کپی نشد: متن را انتخاب کنید و خودتان کپی کنید',

  // Countdown.
  'countdown.label': 'زمان باقی‌مانده',
  'countdown.spoken': '{time} مانده است',
  'countdown.expired': 'زمان تمام شد',

  // Instructions.
  'instructions.pending': 'کارمزد شبکه را فرستنده می‌پردازد.',
  'instructions.underpaid': 'کارمزد شبکه را فرستنده می‌پردازد.',
  'instructions.timeUp': 'زمان تمام شد: به این آدرس وجهی نفرستید. این صفحه به‌محض بسته شدن پرداخت به‌روز می‌شود.',
  'instructions.confirming': 'می‌توانید این صفحه را ببندید؛ پرداخت خودبه‌خود کامل می‌شود.',
  'instructions.checking': 'اگر پرداخت را فرستاده‌اید، کار دیگری لازم نیست.',
  'instructions.settled': 'می‌توانید این صفحه را ببندید.',
  'instructions.overpaid': 'می‌توانید این صفحه را ببندید.',
};
