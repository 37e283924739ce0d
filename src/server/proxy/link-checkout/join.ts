/** One piece of work per key that several requests wait for, none of them able to cancel it. */

/**
 * Starts `start()` unless work for `key` is already under way, and waits for it until `signal`
 * aborts: a request that leaves stops waiting (rejecting with the signal's reason), while the
 * work goes on for everyone else and is dropped from `running` once it ends.
 */
export function joinShared<T>(running: Map<string, Promise<T>>, key: string, start: () => Promise<T>, signal: AbortSignal): Promise<T> {
  let work = running.get(key);
  if (!work) {
    const started = start().finally(() => running.delete(key));
    // Everyone may have left before it fails: nobody is there to hear it, and that is no crash.
    started.catch(() => {});
    running.set(key, (work = started));
  }
  return waitUnlessAborted(work, signal);
}

function waitUnlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const leave = () => reject(signal.reason as Error);
    signal.addEventListener('abort', leave, { once: true });
    void work.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
  });
}
