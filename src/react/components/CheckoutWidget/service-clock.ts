import type { PaymentView } from 'paykit/schemas';
import { useCallback, useMemo } from 'react';
import { viewArrivedAt } from '../../../client/view';

/**
 * The service's clock, as a function like `now`: the browser's clock plus how far the service's
 * was ahead when the view stamped with `server_time` arrived. Expiry is the service's to decide, so
 * a countdown must run on its time: a sandbox clock moved forward, or a payer's clock set wrong,
 * would otherwise show the wrong time left. Without a stamp (an older proxy) it is `now` itself.
 */
export function useServiceClock(view: PaymentView | null | undefined, now: () => number): () => number {
  const serverTime = view?.server_time;
  // The client notes when each view arrived: a cached view shown again minutes later (a remounted
  // widget) is measured against that moment, not the mount. A view from elsewhere (a hand-written
  // client) is measured on first sight.
  const arrived = view ? viewArrivedAt(view) : undefined;
  const offset = useMemo(() => {
    const service = serverTime ? Date.parse(serverTime) : Number.NaN;
    return Number.isNaN(service) ? 0 : service - (arrived ?? now());
    // Only a new stamp moves the offset: measured again later, an old stamp would drift by its age.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverTime, arrived]);
  return useCallback(() => now() + offset, [now, offset]);
}
