/**
 * What each feature keeps for the whole proxy, put together: every part is declared beside its
 * feature, which is handed only the parts it names. createPaykitHandler makes them once
 * (resolve-options.ts); each request's context carries them beside the shared part (context.ts),
 * which names none of them.
 */
import type { ProxyContext } from './context';
import type { LinkCheckoutState } from './link-checkout';
import type { LinkDetailsState } from './link-details';
import type { WebhookState } from './operations/webhooks';
import type { ReceiptState } from './receipt';

export type ProxyFeatures = ReceiptState & LinkCheckoutState & LinkDetailsState & WebhookState;

/** What an operation is handed: one request's context with every feature's part. */
export type OperationContext = ProxyContext & ProxyFeatures;
