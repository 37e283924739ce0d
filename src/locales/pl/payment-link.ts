import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Zapłać {amount} {currency}',
  'link.loading': 'Wczytujemy link do płatności…',
  'link.error': 'Nie udało się wczytać tego linku do płatności.',
  'link.badUrl': 'paykit: PaymentLinkButton odrzucił checkoutUrl, który nie jest adresem http(s): {url}',
  'link.unavailable.paid': 'Ten link do płatności został już opłacony.',
  'link.unavailable.expired': 'Ten link do płatności wygasł.',
  'link.unavailable.deactivated': 'Ten link do płatności nie jest już dostępny.',
  'link.newTab': '(otwiera się w nowej karcie)',
  'link.dialogTitle': 'Płatność',
  'link.close': 'Zamknij okno płatności',
  'link.frameTitle': 'Płatność na {amount} {currency}',
};
