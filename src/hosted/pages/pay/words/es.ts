/** The hosted checkout page's own words in Spanish: a chunk of its own, loaded only for payers who read it. */
import type { PayWords } from '../page-words';

export const es: PayWords = {
  messages: {
    loading: 'Cargando su pago…',
    notFoundTitle: 'No se encontró el enlace de pago',
    notFoundBody: 'Compruebe el enlace que recibió o pida uno nuevo a la tienda.',
    paidTitle: 'Este enlace ya se ha pagado',
    paidBody: 'No queda nada por pagar. Si esperaba tener que pagar, pida un enlace nuevo a la tienda.',
    closedTitle: 'Este enlace de pago ya no está disponible',
    closedBody: 'Estado del enlace: {status}. Pida un enlace nuevo a la tienda.',
    openElsewhereTitle: 'Este pago ya está abierto en otro lugar',
    openElsewhereBody: 'Termínelo en la ventana o el dispositivo donde lo empezó, o inténtelo de nuevo cuando haya caducado.',
    errorTitle: 'No hemos podido abrir este pago',
    errorBody: 'Algo ha fallado por nuestra parte. Inténtelo de nuevo en un momento.',
    tryAgain: 'Intentar de nuevo',
    backToShop: 'Volver a la tienda',
    payTitle: 'Pagar {amount} {currency}',
    documentTitle: 'Pagar a {merchant}',
    checkoutTitle: 'Pago',
    testModeTitle: 'Modo de prueba · {title}',
    testMode: 'Modo de prueba',
    testModeNote: 'Pagos simulados: no se mueve dinero real.',
    orderSummary: 'Resumen del pedido',
    amount: 'Importe',
    poweredBy: 'Pagos con paykit',
    totalDue: 'Total a pagar',
    total: 'Total',
    paidHeading: 'Pagado',
    notFoundNote: 'Los enlaces pueden caducar o la tienda puede desactivarlos.',
  },
  statuses: { active: 'activo', paid: 'pagado', expired: 'expirado', deactivated: 'desactivado', closed: 'cerrado' },
};
