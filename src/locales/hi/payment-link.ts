import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': '{amount} {currency} का भुगतान करें',
  'link.loading': 'भुगतान लिंक लोड हो रहा है…',
  'link.error': 'यह भुगतान लिंक लोड नहीं हो सका।',
  'link.badUrl': 'paykit: PaymentLinkButton ने ऐसा checkoutUrl अस्वीकार किया जो http(s) नहीं है: {url}',
  'link.unavailable.paid': 'इस भुगतान लिंक का भुगतान पहले ही हो चुका है।',
  'link.unavailable.expired': 'इस भुगतान लिंक की समय-सीमा ख़त्म हो गई है।',
  'link.unavailable.deactivated': 'यह भुगतान लिंक अब उपलब्ध नहीं है।',
  'link.newTab': '(नए टैब में खुलता है)',
  'link.dialogTitle': 'चेकआउट',
  'link.close': 'चेकआउट बंद करें',
  'link.frameTitle': '{amount} {currency} का चेकआउट',
};
