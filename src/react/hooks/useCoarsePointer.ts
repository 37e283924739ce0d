import { useSyncExternalStore } from 'react';

// A finger, not a mouse: the device is most likely the phone a wallet lives on.
const QUERY = '(pointer: coarse)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the primary pointer is coarse (a touch screen); false on the server and where matchMedia is missing. */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
