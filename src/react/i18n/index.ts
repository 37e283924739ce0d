export { enCheckout, type MessageKey, type Messages } from './en';
export type { MessageOverrides } from './locale';
export { formatAmount } from '../../shared/format-amount';
export { formatClock, formatDuration, formatTime, interpolate, translator, type Translate } from './format';
export { negotiateLocale } from './negotiate';
export { loadPaykitLocale, paykitLocales } from './load-locale';
export { usePaykitLocale } from './usePaykitLocale';
export { textDirection, type Catalogue, type CatalogueKey, type PaykitLocale } from './locale';
export type { ExtraPluralCategory, ExtraPluralKey, PluralBase, WithPluralForms } from './plural';
