/** The hosted checkout page's own words in Simplified Chinese: a chunk of its own, loaded only for payers who read it. */
import type { PayWords } from '../page-words';

export const zhCN: PayWords = {
  messages: {
    loading: '正在加载收银台…',
    notFoundTitle: '找不到付款链接',
    notFoundBody: '请检查您收到的链接，或向商家索取新链接。',
    paidTitle: '此链接已完成支付',
    paidBody: '您无需再支付任何款项。如果您原本需要付款，请向商家索取新链接。',
    closedTitle: '此付款链接已不可用',
    closedBody: '链接状态：{status}。请向商家索取新链接。',
    openElsewhereTitle: '此付款已在其他地方打开',
    openElsewhereBody: '请在您开始付款的窗口或设备上完成付款，或在其过期后重试。',
    errorTitle: '无法打开此收银台',
    errorBody: '我们这边出现了问题。请稍后重试。',
    tryAgain: '重试',
    backToShop: '返回商家网站',
    payTitle: '支付{amount} {currency}',
    documentTitle: '向 {merchant} 付款',
    checkoutTitle: '结账',
    testModeTitle: '测试模式 · {title}',
    testMode: '测试模式',
    testModeNote: '模拟付款：不涉及真实资金。',
    orderSummary: '订单摘要',
    amount: '金额',
    poweredBy: '由 paykit 提供支付服务',
    totalDue: '应付总额',
    total: '总计',
    paidHeading: '已支付',
    notFoundNote: '链接可能已过期，或已被商家停用。',
  },
  statuses: { active: '有效', paid: '已支付', expired: '已过期', deactivated: '已停用', closed: '已关闭' },
};
