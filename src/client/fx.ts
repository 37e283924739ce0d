/**
 * FX quotes and conversions through the merchant's proxy. Its own module (re-exported by
 * dashboard.ts, where paykit/client lists them) so the transactions and payment links do not
 * bundle the FX schemas, nor the converter the others'.
 */
import type * as z from 'zod/mini';
import { fxConversion, fxQuoteView, type FxConversion, type FxConversionRequestInput, type FxQuoteRequestInput } from '../shared/schemas/fx';
import type { DashboardClient } from './dashboard';
import { onboardingRequest } from './onboarding-request';
import type { ProxyCallOptions } from './request';

/**
 * A quote as the proxy answers it: the service's quote plus `server_time`, the service's clock
 * when the answer left the proxy, so a countdown to `quote_expiry` runs on the service's time.
 */
export type FxQuoteView = z.infer<typeof fxQuoteView>;

/** A locked rate for both amounts until `quote_expiry` (give sell_amount or buy_amount, not both). */
export function createFxQuote(client: DashboardClient, body: FxQuoteRequestInput, options: ProxyCallOptions = {}): Promise<FxQuoteView> {
  return onboardingRequest(client, fxQuoteView, 'POST', '/fx/quotes', { body, signal: options.signal });
}

/** Converts at the live rate (`conversion_type: 'rate'`) or at a quote's locked rate (`'quote'` with its quote_id). */
export function createFxConversion(client: DashboardClient, body: FxConversionRequestInput, options: ProxyCallOptions = {}): Promise<FxConversion> {
  return onboardingRequest(client, fxConversion, 'POST', '/fx/conversions', { body, signal: options.signal });
}

/** One conversion, with its status and failure_reason when it failed. */
export function getFxConversion(client: DashboardClient, conversionId: string, options: ProxyCallOptions = {}): Promise<FxConversion> {
  return onboardingRequest(client, fxConversion, 'GET', `/fx/conversions/${encodeURIComponent(conversionId)}`, { signal: options.signal });
}
