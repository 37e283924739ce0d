/** paykit/client — the browser's client of the merchant's proxy (arrives with the checkout work). */
export { PaykitError, PaykitApiError } from '../shared/errors';
