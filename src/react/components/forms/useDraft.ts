import { useCallback, useEffect } from 'react';

/**
 * What the person typed, kept in sessionStorage so a reload (or a crash of the tab's page) loses
 * nothing. Only the form's text values are stored — never document contents or files — and only
 * in this tab's session storage, which the browser drops when the tab closes.
 */
export function draftStorageKey(form: string, draftKey: string): string {
  return `paykit:draft:${form}:${draftKey}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage disabled (some privacy settings throw on access).
    return null;
  }
}

/** The stored draft as parsed JSON (untrusted: the caller keeps only fields it knows), or null. */
export function readDraft(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Saves `values` under `key` whenever they change while `enabled`; `clear` removes the draft. */
export function useDraft(key: string, values: unknown, enabled: boolean): { clear: () => void } {
  useEffect(() => {
    if (!enabled) return;
    try {
      storage()?.setItem(key, JSON.stringify(values));
    } catch {
      // Quota or disabled storage: the form works on, only without a draft.
    }
  }, [key, values, enabled]);
  const clear = useCallback(() => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }, [key]);
  return { clear };
}

/** Keeps, from untrusted `raw`, the string fields `template` has (nested objects too); the rest from `template`. */
export function pickStrings<T>(template: T, raw: unknown): T {
  if (typeof template === 'string') return (typeof raw === 'string' ? raw : template) as T;
  if (template === null || typeof template !== 'object' || Array.isArray(template)) return template;
  const source = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(template as Record<string, unknown>)) out[key] = pickStrings(value, source[key]);
  return out as T;
}
