/** The hosted checkout page's own words (./messages.ts) in each language paykit ships. */
import type { PaymentLinkStatus } from '../../../shared/schemas/payments';
import { payMessages, type PayKey } from './messages';

type PageTag = 'es' | 'fr' | 'de' | 'zh-CN' | 'ar';

export const payTranslations: Record<PageTag, Record<PayKey, string>> = {
  es: {
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
    successTitle: 'Pago recibido. ¡Gracias!',
    payTitle: 'Pagar {amount} {currency}',
  },
  fr: {
    loading: 'Chargement de votre paiement…',
    notFoundTitle: 'Lien de paiement introuvable',
    notFoundBody: 'Vérifiez le lien que vous avez reçu, ou demandez-en un nouveau à la boutique.',
    paidTitle: 'Ce lien a déjà été payé',
    paidBody: 'Il n’y a plus rien à payer. Si vous pensiez devoir payer, demandez un nouveau lien à la boutique.',
    closedTitle: 'Ce lien de paiement n’est plus disponible',
    closedBody: 'État du lien\u00a0: {status}. Demandez un nouveau lien à la boutique.',
    openElsewhereTitle: 'Ce paiement est déjà ouvert ailleurs',
    openElsewhereBody: 'Terminez-le dans la fenêtre ou sur l’appareil où vous l’avez commencé, ou réessayez une fois qu’il aura expiré.',
    errorTitle: 'Nous n’avons pas pu ouvrir ce paiement',
    errorBody: 'Un problème est survenu de notre côté. Réessayez dans un instant.',
    tryAgain: 'Réessayer',
    backToShop: 'Retour à la boutique',
    successTitle: 'Paiement reçu. Merci\u00a0!',
    payTitle: 'Payer {amount} {currency}',
  },
  de: {
    loading: 'Ihr Bezahlvorgang wird geladen…',
    notFoundTitle: 'Zahlungslink nicht gefunden',
    notFoundBody: 'Prüfen Sie den Link, den Sie erhalten haben, oder bitten Sie den Shop um einen neuen.',
    paidTitle: 'Dieser Link wurde bereits bezahlt',
    paidBody: 'Es ist nichts mehr zu zahlen. Wenn Sie eine Zahlung erwartet haben, bitten Sie den Shop um einen neuen Link.',
    closedTitle: 'Dieser Zahlungslink ist nicht mehr verfügbar',
    closedBody: 'Status des Links: {status}. Bitten Sie den Shop um einen neuen Link.',
    openElsewhereTitle: 'Diese Zahlung ist bereits an anderer Stelle geöffnet',
    openElsewhereBody:
      'Schließen Sie sie in dem Fenster oder auf dem Gerät ab, auf dem Sie sie begonnen haben, oder versuchen Sie es erneut, sobald sie abgelaufen ist.',
    errorTitle: 'Wir konnten diesen Bezahlvorgang nicht öffnen',
    errorBody: 'Bei uns ist ein Fehler aufgetreten. Versuchen Sie es gleich noch einmal.',
    tryAgain: 'Erneut versuchen',
    backToShop: 'Zurück zum Shop',
    successTitle: 'Zahlung erhalten – vielen Dank',
    payTitle: '{amount} {currency} bezahlen',
  },
  'zh-CN': {
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
    successTitle: '已收到付款，谢谢！',
    payTitle: '支付{amount} {currency}',
  },
  ar: {
    loading: 'جارٍ تحميل صفحة الدفع…',
    notFoundTitle: 'تعذّر العثور على رابط الدفع',
    notFoundBody: 'تحقّق من الرابط الذي حصلت عليه، أو اطلب رابطًا جديدًا من المتجر.',
    paidTitle: 'تم الدفع عبر هذا الرابط من قبل',
    paidBody: 'لا يوجد أي مبلغ مستحق. إذا كنت تتوقع أن تدفع، فاطلب رابطًا جديدًا من المتجر.',
    closedTitle: 'رابط الدفع هذا لم يعد متاحًا',
    closedBody: 'حالة الرابط: {status}. اطلب رابطًا جديدًا من المتجر.',
    openElsewhereTitle: 'هذه الدفعة مفتوحة بالفعل في مكان آخر',
    openElsewhereBody: 'أكملها في النافذة أو على الجهاز الذي بدأتها عليه، أو أعد المحاولة بعد انتهاء صلاحيتها.',
    errorTitle: 'تعذّر علينا فتح صفحة الدفع هذه',
    errorBody: 'حدث خطأ من جهتنا. أعد المحاولة بعد قليل.',
    tryAgain: 'إعادة المحاولة',
    backToShop: 'العودة إلى المتجر',
    successTitle: 'تم استلام الدفعة، شكرًا لك',
    payTitle: 'ادفع {amount} {currency}',
  },
};

/**
 * What closedBody's {status} should receive: HostedCheckout passes the link's raw status
 * ('expired', 'deactivated', and in principle 'active') or 'closed' when the link could not be
 * fetched, which is English in every language. Look the word up here before filling it in.
 */
export const payLinkStatusWords: Record<'en' | PageTag, Record<PaymentLinkStatus | 'closed', string>> = {
  en: { active: 'active', paid: 'paid', expired: 'expired', deactivated: 'deactivated', closed: 'closed' },
  es: { active: 'activo', paid: 'pagado', expired: 'expirado', deactivated: 'desactivado', closed: 'cerrado' },
  fr: { active: 'actif', paid: 'payé', expired: 'expiré', deactivated: 'désactivé', closed: 'fermé' },
  de: { active: 'aktiv', paid: 'bezahlt', expired: 'abgelaufen', deactivated: 'deaktiviert', closed: 'geschlossen' },
  'zh-CN': { active: '有效', paid: '已支付', expired: '已过期', deactivated: '已停用', closed: '已关闭' },
  ar: { active: 'نشط', paid: 'مدفوع', expired: 'منتهي الصلاحية', deactivated: 'معطّل', closed: 'مغلق' },
};

export interface PayWords {
  messages: Record<PayKey, string>;
  statuses: Record<PaymentLinkStatus | 'closed', string>;
}

/** The page's words for a locale paykit ships (English for any other). */
export function payWords(tag: string): PayWords {
  const known = tag in payTranslations ? (tag as PageTag) : null;
  return { messages: known ? payTranslations[known] : payMessages, statuses: payLinkStatusWords[known ?? 'en'] };
}
