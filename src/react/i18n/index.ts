export { enCheckout, type MessageKey, type Messages, type MessageOverrides } from './en';
export { formatAmount, formatClock, formatDuration, formatTime, interpolate, translator, type Translate } from './format';
export { textDirection, type Catalogue, type CatalogueKey, type PaykitLocale } from './locale';
