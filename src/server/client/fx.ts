/** FX quotes and conversions (/api/v1/fx/…: docs/service-contract.md#fx-quotes-and-conversions), and the sandbox conversion simulator. */
import type { FxConversionRequestInput, FxQuoteRequestInput, SimulateConversionRequestInput } from 'paykit/schemas';
import { fxConversion, fxQuote } from '../../shared/schemas/fx';
import { answered } from './answered';
import type { RequestOptions, Transport } from './transport';

const id = (value: string) => encodeURIComponent(value);

export function fxApi(t: Transport) {
  const request = answered(t);
  return {
    fx: {
      /** Locks a rate for sell_amount or buy_amount (exactly one) until quote_expiry. */
      createQuote: (body: FxQuoteRequestInput, call: RequestOptions = {}) =>
        request('fx.createQuote', fxQuote, { ...call, method: 'POST', path: '/api/v1/fx/quotes', body }),
      /** Converts at the live rate (conversion_type "rate") or at a quote's locked rate ("quote" + quote_id). */
      createConversion: (body: FxConversionRequestInput, call: RequestOptions = {}) =>
        request('fx.createConversion', fxConversion, { ...call, method: 'POST', path: '/api/v1/fx/conversions', body }),
      retrieveConversion: (conversionId: string, call: RequestOptions = {}) =>
        request('fx.retrieveConversion', fxConversion, { ...call, method: 'GET', path: `/api/v1/fx/conversions/${id(conversionId)}` }),
    },
  };
}

export function fxSandboxApi(t: Transport) {
  const request = answered(t);
  return {
    /** Sandbox extension: settles a conversion held pending (sandbox option holdConversions). */
    simulateConversion: (conversionId: string, body: SimulateConversionRequestInput, call: RequestOptions = {}) =>
      request('sandbox.simulateConversion', fxConversion, {
        ...call,
        method: 'POST',
        path: `/api/v1/sandbox/fx/conversions/${id(conversionId)}/simulate`,
        body,
      }),
  };
}
