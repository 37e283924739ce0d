import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: не удалось применить стили — при Content-Security-Policy без \'unsafe-inline\' в style-src подключите paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (скопируйте node_modules/paykit/dist/styles.css рядом со своими страницами).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Загружаем данные платежа…',
  'checkout.state.pending': 'Ожидаем оплату',
  'checkout.state.confirming': 'Платёж получен. Ждём подтверждений сети.',
  'checkout.state.underpaid': 'Пришла только часть платежа. Отправьте остаток на этот же адрес, пока не истекло время.',
  'checkout.state.overpaid': 'Это на {extra} {currency} больше запрошенной суммы {amount} {currency}: {merchant} свяжется с вами насчёт разницы.',
  'checkout.state.settled': 'Оплата прошла. Спасибо!',
  'checkout.state.error': 'Не удалось загрузить этот платёж.',
  'checkout.state.notFound': 'Платёж не найден.',
  'checkout.state.checking': 'Проверяем статус платежа. Страница обновится, как только он станет известен.',
  'checkout.state.checkingNoAddress': 'Проверяем статус платежа. Не отправляйте средства, пока здесь не появится адрес.',
  'checkout.reconnecting': 'Связь прервалась. Подключаемся снова… Показан последний известный статус.',
  'checkout.restart': 'Начать заново',
  'checkout.retry': 'Повторить',
  'checkout.title': 'Оплата',
  'checkout.testMode': 'Тестовый режим',
  'checkout.openWallet': 'Открыть в кошельке',
  'checkout.receipt.title': 'Квитанция',
  'checkout.receipt.time': 'Время оплаты',
  'checkout.receipt.hash': 'Хеш транзакции',
  'checkout.receipt.reference': 'Номер для справки',
  'checkout.receipt.paymentId': 'ID платежа',
  'checkout.outcome.settled': 'Платёж получен',
  'checkout.outcome.underpaid': 'Оплачено частично',
  'checkout.outcome.expired': 'Срок оплаты истёк',
  'checkout.outcome.failed': 'Платёж не прошёл',
  'checkout.closed.expiredBody': 'Не отправляйте средства на адрес этого платежа.',
  'checkout.closed.keptBody': 'Больше ничего не отправляйте на этот адрес.',
  'checkout.closed.keptNote': 'Отправленные средства в сохранности. Получатель — {merchant}: свяжитесь с ним и сообщите этот номер:',
  'checkout.back': 'Вернуться на сайт {merchant}',
  'checkout.backToShop': 'Вернуться в магазин',
  'checkout.merchant': 'продавец',
  'checkout.receipt.details': 'Подробности',
  'checkout.receipt.explorer': 'Открыть в обозревателе блоков',
  'checkout.receipt.explorerNamed': 'Открыть в {explorer}',

  // Amounts.
  'checkout.amount.label': 'Сумма к оплате',
  'checkout.amount.labelClosed': 'Сумма',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Осталось оплатить',
  'checkout.amount.exact': 'Точная сумма',
  'checkout.receivedOf': 'Получено {received} из {amount} {currency}',

  // Address and QR code.
  'checkout.address.label': 'Отправьте на этот адрес только {currency} в сети {network}',
  'checkout.address.labelNoNetwork': 'Отправьте {currency} на этот адрес',
  'checkout.address.check': 'Проверьте, что выделенные жирным символы совпадают с адресом в кошельке.',
  'checkout.qr.label': 'QR-код адреса получателя {address}',
  'checkout.qr.labelUri': 'QR-код для оплаты {amount} {currency} на адрес {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Скопировать адрес',
  'copy.amount': 'Скопировать сумму',
  'copy.copied': 'Скопировано',
  'copy.addressCopied': 'Адрес скопирован',
  'copy.amountCopied': 'Сумма скопирована',
  'copy.hash': 'Скопировать хеш транзакции',
  'copy.hashCopied': 'Хеш транзакции скопирован',
  'copy.reference': 'Скопировать номер для справки',
  'copy.referenceCopied': 'Номер для справки скопирован',
  'copy.failed': 'Не удалось скопировать: выделите текст и скопируйте его вручную',

  // Countdown.
  'countdown.label': 'Истекает через',
  'countdown.spoken': 'Осталось: {time}',
  'countdown.expired': 'Время истекло',

  // Instructions.
  'instructions.pending': 'Комиссию сети оплачивает отправитель.',
  'instructions.underpaid': 'Комиссию сети оплачивает отправитель.',
  'instructions.timeUp': 'Время истекло: не отправляйте средства на этот адрес. Страница обновится, как только платёж будет закрыт.',
  'instructions.confirming': 'Эту страницу можно закрыть: платёж завершится сам.',
  'instructions.checking': 'Если вы уже отправили платёж, больше ничего делать не нужно.',
  'instructions.settled': 'Эту страницу можно закрыть.',
  'instructions.overpaid': 'Эту страницу можно закрыть.',
};
