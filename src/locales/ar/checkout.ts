import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: تعذّر تطبيق الأنماط — مع سياسة Content-Security-Policy لا تسمح بـ \'unsafe-inline\' في style-src، حمّل paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (انسخ node_modules/paykit/dist/styles.css إلى جانب صفحاتك).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'جارٍ تحميل تفاصيل الدفع…',
  'checkout.state.pending': 'بانتظار الدفع',
  'checkout.state.confirming': 'تم استلام الدفعة. بانتظار تأكيدات الشبكة.',
  'checkout.state.underpaid': 'وصل جزء من الدفعة. أرسل الباقي إلى العنوان نفسه قبل انتهاء الوقت.',
  'checkout.state.overpaid': 'هذا أكثر بمقدار {extra} {currency} من المبلغ المطلوب {amount} {currency}: سيتواصل معك {merchant} بشأن الفرق.',
  'checkout.state.settled': 'اكتملت الدفعة. شكرًا لك!',
  'checkout.state.error': 'تعذّر تحميل هذه الدفعة.',
  'checkout.state.notFound': 'تعذّر العثور على هذه الدفعة.',
  'checkout.state.checking': 'نتحقق الآن من حالة هذه الدفعة. ستتحدّث هذه الصفحة فور معرفتها.',
  'checkout.state.checkingNoAddress': 'نتحقق الآن من حالة هذه الدفعة. لا ترسل أي أموال حتى يظهر العنوان هنا.',
  'checkout.reconnecting': 'انقطع الاتصال. جارٍ إعادة الاتصال… تظهر آخر حالة معروفة.',
  'checkout.restart': 'البدء من جديد',
  'checkout.retry': 'إعادة المحاولة',
  'checkout.title': 'الدفع',
  'checkout.testMode': 'وضع الاختبار',
  'checkout.openWallet': 'فتح في المحفظة',
  'checkout.receipt.title': 'الإيصال',
  'checkout.receipt.time': 'وقت الدفع',
  'checkout.receipt.hash': 'تجزئة المعاملة',
  'checkout.receipt.reference': 'المرجع',
  'checkout.receipt.paymentId': 'معرّف الدفعة',
  'checkout.outcome.settled': 'تم استلام الدفعة',
  'checkout.outcome.underpaid': 'دُفعت جزئيًا',
  'checkout.outcome.expired': 'انتهت صلاحية هذه الدفعة',
  'checkout.outcome.failed': 'تعذّر إتمام هذه الدفعة',
  'checkout.closed.expiredBody': 'لا ترسل أي أموال إلى عنوان هذه الدفعة.',
  'checkout.closed.keptBody': 'لا ترسل المزيد إلى هذا العنوان.',
  'checkout.closed.keptNote': 'ما أرسلته في أمان. تواصل مع {merchant} واذكر',
  'checkout.back': 'العودة إلى {merchant}',
  'checkout.backToShop': 'العودة إلى المتجر',
  'checkout.merchant': 'التاجر',
  'checkout.receipt.details': 'التفاصيل',
  'checkout.receipt.explorer': 'عرض في مستكشف الكتل',
  'checkout.receipt.explorerNamed': 'عرض على {explorer}',

  // Amounts.
  'checkout.amount.label': 'المبلغ المطلوب دفعه',
  'checkout.amount.labelClosed': 'المبلغ',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'المبلغ المتبقي',
  'checkout.amount.exact': 'المبلغ بالضبط',
  'checkout.receivedOf': 'تم استلام {received} من أصل {amount} {currency}',

  // Address and QR code.
  // The network's name isolated (FSI…PDI): "TRON (TRC-20)" keeps its brackets in a right-to-left sentence.
  'checkout.address.label': 'أرسل {currency} فقط عبر شبكة \u2068{network}\u2069 إلى هذا العنوان',
  'checkout.address.labelNoNetwork': 'أرسل {currency} إلى هذا العنوان',
  'checkout.address.check': 'يُرجى التأكد من تطابق الأحرف العريضة مع محفظتك.',
  'checkout.qr.label': 'رمز QR لعنوان الاستلام {address}',
  'checkout.qr.labelUri': 'رمز QR لدفع {amount} {currency} إلى {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'نسخ العنوان',
  'copy.amount': 'نسخ المبلغ',
  'copy.copied': 'تم النسخ',
  'copy.addressCopied': 'تم نسخ العنوان',
  'copy.amountCopied': 'تم نسخ المبلغ',
  'copy.hash': 'نسخ تجزئة المعاملة',
  'copy.hashCopied': 'تم نسخ تجزئة المعاملة',
  'copy.reference': 'نسخ المرجع',
  'copy.referenceCopied': 'تم نسخ المرجع',
  'copy.failed': 'تعذّر النسخ: حدّد النص وانسخه بنفسك',

  // Countdown.
  'countdown.label': 'ينتهي خلال',
  'countdown.spoken': 'الوقت المتبقي: {time}',
  'countdown.expired': 'انتهى الوقت',

  // Instructions.
  'instructions.pending': 'يتحمّل المرسِل رسوم الشبكة.',
  'instructions.underpaid': 'يتحمّل المرسِل رسوم الشبكة.',
  'instructions.timeUp': 'انتهى الوقت: لا ترسل أي أموال إلى هذا العنوان. تتحدّث هذه الصفحة فور إغلاق الدفعة.',
  'instructions.confirming': 'يمكنك إغلاق هذه الصفحة؛ ستكتمل الدفعة تلقائيًا.',
  'instructions.checking': 'إذا كنت قد أرسلت الدفعة بالفعل، فلا شيء آخر عليك فعله.',
  'instructions.settled': 'يمكنك إغلاق هذه الصفحة.',
  'instructions.overpaid': 'يمكنك إغلاق هذه الصفحة.',
};
