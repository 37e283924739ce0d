/** paykit/server — Node 20+ or any Web-standard runtime. Holds the API key; never import it in a browser. */
export { createPaykitClient, type PaykitClient, type ClientOptions, type CallOptions } from './client';
export { retryAfterMs } from './client/transport';
export { toNodeListener, toWebRequest, writeWebResponse, type WebHandler } from './node';
export * from '../shared/errors';
