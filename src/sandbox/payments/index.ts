/** The payments side of the emulator: links, payments and their simulator, transactions, account and wallet. */
import type { SandboxCore } from '../core';
import type { Domain } from '../route';
import { LINK_PAGE_PATH, linkPage } from './link-page';
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
    page(request, url) {
      const id = LINK_PAGE_PATH.exec(url.pathname)?.[1];
      if (id === undefined) return undefined;
      // Any owner's link: the service's page is public by the link's id alone.
      return () => linkPage(store.links.get(id), id, request.method);
    },
  };
}
