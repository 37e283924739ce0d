import type { Messages } from 'paykit';
export const checkout: Messages = {
  // The provider's own notices.
  'styles.blocked':
    'paykit: 无法应用样式——如果Content-Security-Policy的style-src中没有\'unsafe-inline\'，请加载paykit/styles.css：<link rel="stylesheet" href="/assets/paykit/styles.css">（将node_modules/paykit/dist/styles.css复制到页面所在位置）。',

  // Checkout widget: states, one sentence each (also what the live region announces).
  'checkout.state.loading': '正在加载付款信息…',
  'checkout.state.pending': '等待付款',
  'checkout.state.confirming': '已收到付款，正在等待网络确认。',
  'checkout.state.underpaid': '已收到部分付款。请在倒计时结束前，将剩余款项发送到同一地址。',
  'checkout.state.overpaid': '比应付的{amount} {currency}多出{extra} {currency}。{merchant}会就差额与您联系。',
  'checkout.state.settled': '付款已完成，谢谢！',
  'checkout.state.error': '无法加载此付款。',
  'checkout.state.notFound': '找不到此付款。',
  'checkout.state.checking': '我们正在核实此付款的状态。状态确定后，本页面会立即更新。',
  'checkout.state.checkingNoAddress': '我们正在核实此付款的状态。在此处显示地址之前，请勿发送资金。',
  'checkout.reconnecting': '连接已断开，正在重新连接…当前显示的是最后已知的状态。',
  'checkout.restart': '重新开始',
  'checkout.retry': '重试',
  'checkout.title': '付款',
  'checkout.testMode': '测试模式',
  'checkout.openWallet': '在钱包中打开',
  'checkout.receipt.title': '收据',
  'checkout.receipt.time': '付款时间',
  'checkout.receipt.hash': '交易哈希',
  'checkout.receipt.reference': '参考编号',
  'checkout.receipt.paymentId': '付款编号',
  'checkout.outcome.settled': '已收到付款',
  'checkout.outcome.underpaid': '部分付款',
  'checkout.outcome.expired': '此付款已过期',
  'checkout.outcome.failed': '此付款失败',
  'checkout.closed.expiredBody': '请勿向此付款的地址发送资金。',
  'checkout.closed.keptBody': '请勿再向此地址发送资金。',
  'checkout.closed.keptNote': '您已发送的款项是安全的。请联系{merchant}并提供',
  'checkout.back': '返回{merchant}',
  'checkout.backToShop': '返回商家网站',
  'checkout.merchant': '商家',
  'checkout.receipt.details': '详情',
  'checkout.receipt.explorer': '在区块浏览器中查看',
  'checkout.receipt.explorerNamed': '在 {explorer} 上查看',

  // Amounts.
  'checkout.amount.label': '应付金额',
  'checkout.amount.labelClosed': '金额',
  'checkout.amount.value': '{amount} {currency}',
  'checkout.due.label': '仍需支付',
  'checkout.amount.exact': '准确金额',
  'checkout.receivedOf': '已收到{received}，应付{amount} {currency}',

  // Address and QR code.
  'checkout.address.label': '请仅通过 {network} 网络将{currency}发送到此地址',
  'checkout.address.labelNoNetwork': '请将{currency}发送到此地址',
  'checkout.address.check': '请核对粗体字符是否与您钱包中显示的一致。',
  'checkout.qr.label': '收款地址{address}的二维码',
  'checkout.qr.labelUri': '向{address}支付{amount} {currency}的二维码',
  'checkout.network.tron': 'TRON (TRC-20)',
  'checkout.network.solana': 'Solana',
  'checkout.network.bitcoin': 'Bitcoin',
  'checkout.network.ethereum': 'Ethereum',

  // Copy buttons.
  'copy.address': '复制地址',
  'copy.amount': '复制金额',
  'copy.copied': '已复制',
  'copy.addressCopied': '地址已复制',
  'copy.amountCopied': '金额已复制',
  'copy.hash': '复制交易哈希',
  'copy.hashCopied': '交易哈希已复制',
  'copy.reference': '复制参考编号',
  'copy.referenceCopied': '参考编号已复制',
  'copy.failed': '复制失败：请选中文本并手动复制',

  // Countdown.
  'countdown.label': '剩余时间',
  'countdown.spoken': '剩余{time}',
  'countdown.expired': '时间已到',

  // Instructions.
  'instructions.pending': '网络手续费由付款方承担。',
  'instructions.underpaid': '网络手续费由付款方承担。',
  'instructions.timeUp': '时间已到：请勿向此地址发送资金。付款关闭后，本页面会立即更新。',
  'instructions.confirming': '您可以关闭此页面，付款将自动完成。',
  'instructions.checking': '如果您已发送付款，无需再做任何操作。',
  'instructions.settled': '您可以关闭此页面。',
  'instructions.overpaid': '您可以关闭此页面。',
};
