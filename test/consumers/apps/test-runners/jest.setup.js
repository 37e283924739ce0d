// jest-environment-jsdom leaves out TextEncoder, which browsers (and Node) have; the QR code needs it.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
