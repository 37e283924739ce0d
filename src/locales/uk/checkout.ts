import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: не вдалося застосувати стилі — за Content-Security-Policy без \'unsafe-inline\' у style-src підключіть paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (скопіюйте node_modules/paykit/dist/styles.css поруч зі своїми сторінками).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Завантажуємо дані платежу…',
  'checkout.state.pending': 'Очікуємо оплату',
  'checkout.state.confirming': 'Платіж отримано. Чекаємо на підтвердження мережі.',
  'checkout.state.underpaid': 'Надійшла лише частина платежу. Надішліть решту на ту саму адресу, доки не сплив час.',
  'checkout.state.overpaid': 'Це на {extra} {currency} більше за запитану суму {amount} {currency}: {merchant} зв’яжеться з вами щодо різниці.',
  'checkout.state.settled': 'Оплату завершено. Дякуємо!',
  'checkout.state.error': 'Не вдалося завантажити цей платіж.',
  'checkout.state.notFound': 'Платіж не знайдено.',
  'checkout.state.checking': 'Перевіряємо статус платежу. Сторінка оновиться, щойно він стане відомий.',
  'checkout.state.checkingNoAddress': 'Перевіряємо статус платежу. Не надсилайте кошти, доки тут не з’явиться адреса.',
  'checkout.reconnecting': 'Зв’язок втрачено. Підключаємося знову… Показано останній відомий статус.',
  'checkout.restart': 'Почати знову',
  'checkout.retry': 'Повторити',
  'checkout.title': 'Оплата',
  'checkout.testMode': 'Тестовий режим',
  'checkout.openWallet': 'Відкрити в гаманці',
  'checkout.receipt.title': 'Квитанція',
  'checkout.receipt.time': 'Час оплати',
  'checkout.receipt.hash': 'Хеш транзакції',
  'checkout.receipt.reference': 'Довідковий номер',
  'checkout.receipt.paymentId': 'ID платежу',
  'checkout.outcome.settled': 'Платіж отримано',
  'checkout.outcome.underpaid': 'Сплачено частково',
  'checkout.outcome.expired': 'Термін оплати минув',
  'checkout.outcome.failed': 'Платіж не пройшов',
  'checkout.closed.expiredBody': 'Не надсилайте кошти на адресу цього платежу.',
  'checkout.closed.keptBody': 'Більше нічого не надсилайте на цю адресу.',
  'checkout.closed.keptNote': 'Надіслані кошти в безпеці. Одержувач — {merchant}: зв’яжіться з ним і повідомте цей номер:',
  'checkout.back': 'Повернутися на сайт {merchant}',
  'checkout.backToShop': 'Повернутися до магазину',
  'checkout.merchant': 'продавець',
  'checkout.receipt.details': 'Подробиці',
  'checkout.receipt.explorer': 'Переглянути в оглядачі блоків',
  'checkout.receipt.explorerNamed': 'Переглянути в {explorer}',

  // Amounts.
  'checkout.amount.label': 'Сума до сплати',
  'checkout.amount.labelClosed': 'Сума',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Залишилося сплатити',
  'checkout.amount.exact': 'Точна сума',
  'checkout.receivedOf': 'Отримано {received} з {amount} {currency}',

  // Address and QR code.
  'checkout.address.label': 'Надішліть на цю адресу лише {currency} у мережі {network}',
  'checkout.address.labelNoNetwork': 'Надішліть {currency} на цю адресу',
  'checkout.address.check': 'Перевірте, що виділені жирним символи збігаються з адресою у вашому гаманці.',
  'checkout.qr.label': 'QR-код адреси одержувача {address}',
  'checkout.qr.labelUri': 'QR-код для оплати {amount} {currency} на адресу {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Скопіювати адресу',
  'copy.amount': 'Скопіювати суму',
  'copy.copied': 'Скопійовано',
  'copy.addressCopied': 'Адресу скопійовано',
  'copy.amountCopied': 'Суму скопійовано',
  'copy.hash': 'Скопіювати хеш транзакції',
  'copy.hashCopied': 'Хеш транзакції скопійовано',
  'copy.reference': 'Скопіювати довідковий номер',
  'copy.referenceCopied': 'Довідковий номер скопійовано',
  'copy.failed': 'Не вдалося скопіювати: виділіть текст і скопіюйте його вручну',

  // Countdown.
  'countdown.label': 'Спливає через',
  'countdown.spoken': 'Залишилося: {time}',
  'countdown.expired': 'Час сплив',

  // Instructions.
  'instructions.pending': 'Комісію мережі сплачує відправник.',
  'instructions.underpaid': 'Комісію мережі сплачує відправник.',
  'instructions.timeUp': 'Час сплив: не надсилайте кошти на цю адресу. Сторінка оновиться, щойно платіж буде закрито.',
  'instructions.confirming': 'Цю сторінку можна закрити: платіж завершиться сам.',
  'instructions.checking': 'Якщо ви вже надіслали платіж, більше нічого робити не потрібно.',
  'instructions.settled': 'Цю сторінку можна закрити.',
  'instructions.overpaid': 'Цю сторінку можна закрити.',
};
