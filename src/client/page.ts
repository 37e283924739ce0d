/**
 * Whether the page can usefully talk to the server right now: not while the tab is hidden
 * (nobody is looking, and mobile browsers throttle it anyway) and not while the browser
 * says it is offline. Injectable so tests and non-DOM hosts can drive it.
 */
export interface PageSignals {
  /** The tab is in the background (or the screen is off). */
  hidden(): boolean;
  /** The browser says there is no network. */
  offline(): boolean;
  /** Calls `onChange` on visibility and online/offline changes; returns the stop function. */
  watch(onChange: () => void): () => void;
}

/** The real page, or null outside a browser (every connection then runs unconditionally). */
export function browserPage(): PageSignals | null {
  if (typeof document === 'undefined' || typeof window === 'undefined') return null;
  const doc = document;
  const win = window;
  return {
    hidden: () => doc.visibilityState === 'hidden',
    offline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
    watch(onChange) {
      doc.addEventListener('visibilitychange', onChange);
      win.addEventListener('online', onChange);
      win.addEventListener('offline', onChange);
      return () => {
        doc.removeEventListener('visibilitychange', onChange);
        win.removeEventListener('online', onChange);
        win.removeEventListener('offline', onChange);
      };
    },
  };
}
