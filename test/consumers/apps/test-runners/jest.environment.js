// Jest's jsdom, plus Web APIs that Node and browsers have but
// jest-environment-jsdom leaves out or makes its own. paykit needs fetch's classes and streams,
// abort signals of one kind (its server client joins a Request's signal with its own through
// AbortSignal.any, which refuses a signal of the other kind), TextEncoder for the QR code, and
// Web Crypto for the in-browser backend's sandbox (it signs its webhooks).
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'AbortController', 'AbortSignal', 'crypto'];

export default class PaykitJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Defined, not assigned: jsdom's own `crypto` (without `subtle`) is a getter that ignores assignment.
    for (const name of FROM_NODE) Object.defineProperty(this.global, name, { value: globalThis[name], configurable: true, writable: true });
  }
}
