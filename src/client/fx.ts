/**
 * FX quotes and conversions through the merchant's proxy. Its own module (re-exported by
 * dashboard.ts, where paykit/client lists them) so the transactions and payment links do not
 * bundle the FX readers, nor the converter the others'.
 */
import type { FxConversion, FxConversionRequestInput, FxQuoteRequestInput } from 'paykit/schemas';
import { readFxConversion, readFxQuoteView, type FxQuoteView } from './fx-read';
import { proxyCall, type ProxyCallClient } from './proxy-call';
import type { ProxyCallOptions } from './request';

export type { FxQuoteView } from './fx-read';

/** A locked rate for both amounts until `quote_expiry` (give sell_amount or buy_amount, not both). */
export function createFxQuote(client: ProxyCallClient, body: FxQuoteRequestInput, options: ProxyCallOptions = {}): Promise<FxQuoteView> {
  return proxyCall(client, readFxQuoteView, 'POST', '/fx/quotes', { body, signal: options.signal });
}

/** Converts at the live rate (`conversion_type: 'rate'`) or at a quote's locked rate (`'quote'` with its quote_id). */
export function createFxConversion(client: ProxyCallClient, body: FxConversionRequestInput, options: ProxyCallOptions = {}): Promise<FxConversion> {
  return proxyCall(client, readFxConversion, 'POST', '/fx/conversions', { body, signal: options.signal });
}

/** One conversion, with its status and failure_reason when it failed. */
export function getFxConversion(client: ProxyCallClient, conversionId: string, options: ProxyCallOptions = {}): Promise<FxConversion> {
  return proxyCall(client, readFxConversion, 'GET', `/fx/conversions/${encodeURIComponent(conversionId)}`, { signal: options.signal });
}
