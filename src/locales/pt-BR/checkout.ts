import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: não foi possível aplicar os estilos — com uma Content-Security-Policy sem \'unsafe-inline\' em style-src, carregue paykit/styles.css: <link rel="stylesheet" href="/assets/paykit/styles.css"> (copie node_modules/paykit/dist/styles.css para junto das suas páginas).',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': 'Carregando os dados do pagamento…',
  'checkout.state.pending': 'Aguardando pagamento',
  'checkout.state.confirming': 'Pagamento recebido. Aguardando as confirmações da rede.',
  'checkout.state.underpaid': 'Parte do pagamento chegou. Envie o restante para o mesmo endereço antes que o tempo acabe.',
  'checkout.state.overpaid': 'Você enviou {extra} {currency} a mais do que os {amount} {currency} pedidos: {merchant} vai entrar em contato sobre a diferença.',
  'checkout.state.settled': 'Pagamento concluído. Obrigado!',
  'checkout.state.error': 'Não foi possível carregar este pagamento.',
  'checkout.state.notFound': 'Este pagamento não foi encontrado.',
  'checkout.state.checking': 'Estamos verificando a situação deste pagamento. Esta página será atualizada assim que soubermos.',
  'checkout.state.checkingNoAddress': 'Estamos verificando a situação deste pagamento. Não envie fundos até que o endereço apareça aqui.',
  'checkout.reconnecting': 'Conexão perdida. Reconectando… Exibindo a última situação conhecida.',
  'checkout.restart': 'Começar de novo',
  'checkout.retry': 'Tentar novamente',
  'checkout.title': 'Pagamento',
  'checkout.testMode': 'Modo de teste',
  'checkout.openWallet': 'Abrir na carteira',
  'checkout.receipt.title': 'Comprovante',
  'checkout.receipt.time': 'Pago em',
  'checkout.receipt.hash': 'Hash da transação',
  'checkout.receipt.reference': 'Referência',
  'checkout.receipt.paymentId': 'ID do pagamento',
  'checkout.outcome.settled': 'Pagamento recebido',
  'checkout.outcome.underpaid': 'Pago em parte',
  'checkout.outcome.expired': 'Este pagamento expirou',
  'checkout.outcome.failed': 'Este pagamento falhou',
  'checkout.closed.expiredBody': 'Não envie fundos para o endereço deste pagamento.',
  'checkout.closed.keptBody': 'Não envie mais nada para este endereço.',
  'checkout.closed.keptNote': 'O que você enviou está seguro. Entre em contato com {merchant} e informe a referência',
  'checkout.back': 'Voltar para {merchant}',
  'checkout.backToShop': 'Voltar para a loja',
  'checkout.merchant': 'o lojista',
  'checkout.receipt.details': 'Detalhes',
  'checkout.receipt.explorer': 'Ver no explorador',
  'checkout.receipt.explorerNamed': 'Ver no {explorer}',

  // Amounts.
  'checkout.amount.label': 'Valor a pagar',
  'checkout.amount.labelClosed': 'Valor',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': 'Falta pagar',
  'checkout.amount.exact': 'Valor exato',
  'checkout.receivedOf': '{received} de {amount} {currency} recebidos',

  // Address and QR code.
  'checkout.address.label': 'Envie apenas {currency} na rede {network} para este endereço',
  'checkout.address.labelNoNetwork': 'Envie {currency} para este endereço',
  'checkout.address.check': 'Confira se os caracteres em negrito são iguais aos da sua carteira.',
  'checkout.qr.label': 'QR code do endereço de recebimento {address}',
  'checkout.qr.labelUri': 'QR code para pagar {amount} {currency} para {address}',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': 'Copiar endereço',
  'copy.amount': 'Copiar valor',
  'copy.copied': 'Copiado',
  'copy.addressCopied': 'Endereço copiado',
  'copy.amountCopied': 'Valor copiado',
  'copy.hash': 'Copiar hash da transação',
  'copy.hashCopied': 'Hash da transação copiado',
  'copy.reference': 'Copiar referência',
  'copy.referenceCopied': 'Referência copiada',
  'copy.failed': 'Não foi possível copiar: selecione o texto e copie manualmente',

  // Countdown.
  'countdown.label': 'Expira em',
  'countdown.spoken': 'Tempo restante: {time}',
  'countdown.expired': 'O tempo acabou',

  // Instructions.
  'instructions.pending': 'As taxas de rede são pagas por quem envia.',
  'instructions.underpaid': 'As taxas de rede são pagas por quem envia.',
  'instructions.timeUp': 'O tempo acabou: não envie fundos para este endereço. Esta página será atualizada assim que o pagamento for encerrado.',
  'instructions.confirming': 'Você pode fechar esta página; o pagamento será concluído automaticamente.',
  'instructions.checking': 'Se você já enviou o pagamento, não precisa fazer mais nada.',
  'instructions.settled': 'Você pode fechar esta página.',
  'instructions.overpaid': 'Você pode fechar esta página.',
};
