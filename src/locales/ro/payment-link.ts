import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Plătiți {amount} {currency}',
  'link.loading': 'Se încarcă linkul de plată…',
  'link.error': 'Acest link de plată nu a putut fi încărcat.',
  'link.badUrl': 'paykit: PaymentLinkButton a refuzat un checkoutUrl care nu este http(s): {url}',
  'link.unavailable.paid': 'Acest link de plată a fost deja plătit.',
  'link.unavailable.expired': 'Acest link de plată a expirat.',
  'link.unavailable.deactivated': 'Acest link de plată nu mai este disponibil.',
  'link.newTab': '(se deschide într-o filă nouă)',
  'link.dialogTitle': 'Plată',
  'link.close': 'Închideți fereastra de plată',
  'link.frameTitle': 'Plată de {amount} {currency}',
};
