import { useCallback, useMemo } from 'react';

/**
 * The service's clock, as a function like `now`: the browser's clock plus how far the service's
 * was ahead when a view stamped with `server_time` arrived. Expiry is the service's to decide, so
 * a countdown must run on its time: a sandbox clock moved forward, or a payer's clock set wrong,
 * would otherwise show the wrong time left. Without a stamp (an older proxy) it is `now` itself.
 */
export function useServiceClock(serverTime: string | null | undefined, now: () => number): () => number {
  // Read once per stamp: each view is stamped as it is sent, so the offset is measured on arrival.
  const offset = useMemo(() => {
    const service = serverTime ? Date.parse(serverTime) : Number.NaN;
    return Number.isNaN(service) ? 0 : service - now();
    // Only a new stamp moves the offset: measured again later, an old stamp would drift by its age.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverTime]);
  return useCallback(() => now() + offset, [now, offset]);
}
