/**
 * paykit/elements — the kit's components as custom elements for any page: <paykit-checkout>,
 * <paykit-onboarding>, the dashboard's elements and more (docs/elements.md). Importing it defines
 * them (a no-op without a DOM); dist/elements.js is the same with its renderer included, for a
 * plain <script type="module">.
 */
import { defineElements } from './define';

defineElements();

export { defineElements } from './define';
export type * from './types';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { FxQuoteView } from '../client/fx-read';
export type { ProxyClient, ProxyRequestInit, SubscribeOptions } from '../client/proxy-client';
export type { ProxyCallOptions } from '../client/request';
export type { PaymentEvent, PaymentListener, SubscriptionTuning } from '../client/subscription';
export type { TransactionFilters } from '../dashboard/TransactionList/filters';
export type { OnboardingStep } from '../react/components/OnboardingFlow/steps';
export type { PaymentLinkMode } from '../react/components/PaymentLinkButton/PaymentLinkButton';
export type { Catalogue, CatalogueKey, PaykitLocale } from '../react/i18n/locale';
export type { WithPluralForms } from '../react/i18n/plural';
export type { PaykitThemeName } from '../react/provider/PaykitProvider';
export type { PaykitThemeTokens, PaykitTokens } from '../react/styles/tokens';
export type { CustomerType } from '../shared/schemas/account-vocabulary';
export type { WalletBalance } from '../shared/schemas/balances';
export type { FxConversion } from '../shared/schemas/fx';
export type { TransactionStatus } from '../shared/schemas/transactions';
export type { PaymentState, PaymentView, VirtualAccountView } from '../shared/schemas/views';
export type { ConversionStatus, ConversionType } from '../shared/schemas/fx-vocabulary';
