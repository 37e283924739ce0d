import type { PaymentLinkMessages } from 'paykit';
export const paymentLink: PaymentLinkMessages = {
  'link.pay': 'Pagar {amount} {currency}',
  'link.loading': 'Cargando el enlace de pago…',
  'link.error': 'No se pudo cargar este enlace de pago.',
  'link.badUrl': 'paykit: PaymentLinkButton rechazó un checkoutUrl que no es http(s): {url}',
  'link.unavailable.paid': 'Este enlace de pago ya se ha pagado.',
  'link.unavailable.expired': 'Este enlace de pago ha caducado.',
  'link.unavailable.deactivated': 'Este enlace de pago ya no está disponible.',
  'link.newTab': '(se abre en una pestaña nueva)',
  'link.dialogTitle': 'Pago',
  'link.close': 'Cerrar la ventana de pago',
  'link.frameTitle': 'Pago de {amount} {currency}',
};
