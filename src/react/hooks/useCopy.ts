import { useCallback, useEffect, useRef, useState } from 'react';

/** What useCopy gives: a copy function and the outcome of the last copy. */
export interface CopyState {
  /** Copies the text; resolves true when it reached the clipboard. */
  copy: (text: string) => Promise<boolean>;
  /** True for `resetMs` after a successful copy. */
  copied: boolean;
  /** True for `resetMs` after a failed copy (the payer should select and copy by hand). */
  failed: boolean;
}

/** For browsers without the async Clipboard API (or without permission): a hidden textarea. */
function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const active = document.activeElement as HTMLElement | null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  document.body.appendChild(area);
  try {
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    active?.focus?.();
  }
}

/** Copies text to the clipboard (with a fallback for older browsers); `copied` / `failed` reset after `resetMs`. */
export function useCopy(resetMs = 2000): CopyState {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const copy = useCallback(
    async (text: string) => {
      let ok = false;
      try {
        if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
          await navigator.clipboard.writeText(text);
          ok = true;
        }
      } catch {
        ok = false;
      }
      if (!ok) ok = legacyCopy(text);
      if (mounted.current) {
        setState(ok ? 'copied' : 'failed');
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          if (mounted.current) setState('idle');
        }, resetMs);
      }
      return ok;
    },
    [resetMs],
  );

  return { copy, copied: state === 'copied', failed: state === 'failed' };
}
