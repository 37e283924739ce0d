/** paykit/sandbox — the stateful emulator of the whole service (Node or browser). */
export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
export { VirtualClock, type VirtualClockOptions } from './clock';
export type { Capability, EventKind } from './core';
export type { ControlClock, DeliveryQuery, ListPage, SandboxControl, VerificationMove } from './control-surface';
export type { ExtensionCall, ExtensionCallLog } from './extension-calls';

// Types this entry's functions, props and options name: a user writes or reads them, so they are importable here.
export type { SandboxRateLimitOptions } from './guard';
export type { Owner } from './ledger';
// Types owned by another entry, re-exported from it by its public name (its report documents them).
export type { Page, Payment } from 'paykit/schemas';
