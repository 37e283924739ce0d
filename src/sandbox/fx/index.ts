// PLACEHOLDER — a helper replaces this file.
import type { Domain, SandboxCore } from '../core';

export function createFxDomain(_core: SandboxCore): Domain {
  return { routes: [] };
}
