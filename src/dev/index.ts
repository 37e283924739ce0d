/**
 * paykit/dev — backends for development: the whole backend in a page (Storybook, docs, a
 * prototype), and the pieces the demo (`npm start`) is built from. Runs in a browser and in
 * Node; the sandbox's Node server and CLI live beside this file but are not exported here
 * (paykit/testing, a Node entry, starts that server for a merchant's tests).
 */
export { createInBrowserBackend, type InBrowserBackend, type InBrowserBackendOptions, type PaymentSimulators, type AccountSimulators } from './in-browser-backend';
export { createSandboxBackend, type SandboxBackend, type SandboxBackendOptions } from './sandbox-backend';
export { createDemoBackend, type DemoBackendOptions } from './demo-backend';
export { platformAccountFields } from './account-fields';
