/** The payments side of the emulator: links, payments and their simulator, transactions, account and wallet. */
import type { Domain, SandboxCore } from '../core';
import { linkRoutes } from './links';
import { createOutcomes } from './outcomes';
import { paymentRoutes } from './payments';
import { PaymentsStore } from './store';
import { transactionRoutes } from './transactions';
import { walletRoutes } from './wallet';

export function createPaymentsDomain(core: SandboxCore): Domain {
  const store = new PaymentsStore();
  const outcomes = createOutcomes(core, store);
  return {
    routes: [...walletRoutes(core), ...linkRoutes(core, store), ...paymentRoutes(core, store, outcomes), ...transactionRoutes(store)],
  };
}
