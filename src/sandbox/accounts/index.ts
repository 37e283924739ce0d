// PLACEHOLDER — the connected-accounts helper replaces this file.
import type { AccountDirectory, Domain, SandboxCore } from '../core';

export function createAccountsDomain(_core: SandboxCore): Domain & { directory: AccountDirectory } {
  return { routes: [], directory: { capabilities: () => undefined } };
}
