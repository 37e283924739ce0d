import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: no se pudieron aplicar los estilos — con una Content-Security-Policy sin \'unsafe-inline\' en style-src, cargue paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (copie node_modules/paykit/dist/styles.css junto a sus páginas).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Cargando los datos del pago…',
  'checkout.state.pending': 'Esperando el pago',
  'checkout.state.confirming': 'Pago recibido. Esperando las confirmaciones de la red.',
  'checkout.state.underpaid': 'Ha llegado una parte del pago. Envíe el resto a la misma dirección antes de que se acabe el tiempo.',
  'checkout.state.overpaid': 'Son {extra} {currency} más de los {amount} {currency} solicitados: {merchant} se pondrá en contacto con usted por la diferencia.',
  'checkout.state.settled': 'Pago completado. ¡Gracias!',
  'checkout.state.error': 'No se pudo cargar este pago.',
  'checkout.state.notFound': 'No se encontró este pago.',
  'checkout.state.checking': 'Estamos comprobando el estado de este pago. Esta página se actualiza en cuanto se conozca.',
  'checkout.state.checkingNoAddress': 'Estamos comprobando el estado de este pago. No envíe fondos hasta que aquí aparezca la dirección.',
  'checkout.reconnecting': 'Se perdió la conexión. Reconectando… Se muestra el último estado conocido.',
  'checkout.restart': 'Empezar de nuevo',
  'checkout.retry': 'Intentar de nuevo',
  'checkout.title': 'Pago',
  'checkout.testMode': 'Modo de prueba',
  'checkout.openWallet': 'Abrir en la billetera',
  'checkout.receipt.title': 'Recibo',
  'checkout.receipt.time': 'Pagado el',
  'checkout.receipt.hash': 'Hash de la transacción',
  'checkout.receipt.reference': 'Referencia',
  'checkout.receipt.paymentId': 'ID del pago',
  'checkout.outcome.settled': 'Pago recibido',
  'checkout.outcome.underpaid': 'Pagado en parte',
  'checkout.outcome.expired': 'Este pago ha caducado',
  'checkout.outcome.failed': 'Este pago ha fallado',
  'checkout.closed.expiredBody': 'No envíe fondos a la dirección de este pago.',
  'checkout.closed.keptBody': 'No envíe más a esta dirección.',
  'checkout.closed.keptNote': 'Lo que envió está a salvo. Póngase en contacto con {merchant} e indique',
  'checkout.back': 'Volver a {merchant}',
  'checkout.backToShop': 'Volver a la tienda',
  'checkout.merchant': 'el comercio',
  'checkout.receipt.details': 'Detalles',
  'checkout.receipt.explorer': 'Ver en el explorador',
  'checkout.receipt.explorerNamed': 'Ver en {explorer}',

  // Amounts.
  'checkout.amount.label': 'Importe a pagar',
  'checkout.amount.labelClosed': 'Importe',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Pendiente de pago',
  'checkout.amount.exact': 'Importe exacto',
  'checkout.receivedOf': 'Recibido: {received} de {amount} {currency}',

  // Address and QR code.
  'checkout.address.label': 'Envíe solo {currency} por la red {network} a esta dirección',
  'checkout.address.labelNoNetwork': 'Envíe {currency} a esta dirección',
  'checkout.address.check': 'Compruebe que los caracteres en negrita coinciden con su billetera.',
  'checkout.qr.label': 'Código QR de la dirección de recepción {address}',
  'checkout.qr.labelUri': 'Código QR para pagar {amount} {currency} a {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Copiar dirección',
  'copy.amount': 'Copiar importe',
  'copy.copied': 'Copiado',
  'copy.addressCopied': 'Dirección copiada',
  'copy.amountCopied': 'Importe copiado',
  'copy.hash': 'Copiar hash de la transacción',
  'copy.hashCopied': 'Hash de la transacción copiado',
  'copy.reference': 'Copiar referencia',
  'copy.referenceCopied': 'Referencia copiada',
  'copy.failed': 'No se pudo copiar: seleccione el texto y cópielo usted mismo',

  // Countdown.
  'countdown.label': 'Caduca en',
  'countdown.spoken': 'Tiempo restante: {time}',
  'countdown.expired': 'Se acabó el tiempo',

  // Instructions.
  'instructions.pending': 'Las comisiones de red las paga quien envía.',
  'instructions.underpaid': 'Las comisiones de red las paga quien envía.',
  'instructions.timeUp': 'Se acabó el tiempo: no envíe fondos a esta dirección. Esta página se actualizará en cuanto se cierre el pago.',
  'instructions.confirming': 'Puede cerrar esta página; el pago se completará por sí solo.',
  'instructions.checking': 'Si ya envió el pago, no tiene que hacer nada más.',
  'instructions.settled': 'Puede cerrar esta página.',
  'instructions.overpaid': 'Puede cerrar esta página.',
};
