/**
 * Connected accounts and their onboarding: KYC/KYB data, documents, liveness, verification,
 * capabilities and the virtual account number. The directory tells other domains which
 * accounts exist (x-on-behalf-of) and what they may do.
 */
import type { AccountDirectory, SandboxCore } from '../core';
import type { Domain } from '../route';
import { capabilityRoutes } from './capabilities';
import { documentRoutes } from './documents';
import { identityRoutes } from './identity';
import { livenessRoutes } from './liveness';
import { profileRoutes } from './profile';
import { AccountStore } from './store';
import { verificationRoutes } from './verification';
import { virtualAccountRoutes } from './virtual-account';

export function createAccountsDomain(core: SandboxCore): Domain & { directory: AccountDirectory } {
  const store = new AccountStore(core);
  return {
    routes: [
      ...profileRoutes(store),
      ...identityRoutes(core, store),
      ...documentRoutes(core, store),
      ...livenessRoutes(core, store),
      ...verificationRoutes(core, store),
      ...capabilityRoutes(store),
      ...virtualAccountRoutes(core, store),
    ],
    directory: {
      // Active capabilities only: they are cleared whenever the account leaves approved.
      capabilities: (accountId) => store.find(accountId)?.capabilities,
    },
  };
}
