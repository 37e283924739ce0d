/** paykit/sandbox — the stateful emulator of the whole service (Node or browser). */
export { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
export { VirtualClock, type VirtualClockOptions } from './clock';
export type { Capability, EventKind } from './core';
export type { ControlClock, DeliveryQuery, ListPage, SandboxControl, VerificationMove } from './control-surface';
export type { ExtensionCall, ExtensionCallLog } from './extension-calls';
