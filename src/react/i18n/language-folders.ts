/**
 * paykit's languages are the folders on disk (src/locales/<tag>/, the pay page's words/<tag>.ts),
 * found by Vite's import.meta.glob at build time (and by build-elements.ts's stand-in for it in
 * the elements' esbuild build): a translator adds a language by adding its files, and each
 * language stays a chunk of its own that only its readers load.
 */
import type { PaykitLocale } from './locale';

/** A translation as src/locales/<tag>/index.ts exports it. */
export function isPaykitLocale(value: unknown): value is PaykitLocale {
  return typeof value === 'object' && value !== null && 'tag' in value && 'messages' in value;
}

/** The tag a language's file is named by: `…/locales/zh-CN/index.ts` and `…/words/zh-CN.ts` are both zh-CN. */
export function tagOfPath(path: string): string {
  const match = /([^/]+)\/index\.tsx?$/.exec(path) ?? /([^/]+)\.tsx?$/.exec(path);
  if (!match?.[1]) throw new Error(`no language tag in ${path}`);
  return match[1];
}

/**
 * A loader per tag for lazily globbed modules, each answering the one export `isWanted` knows
 * (a language's module names its export after itself: `zhCN`, `ptBR`), so no name is listed here.
 */
export function loadersByTag<T>(
  modules: Record<string, () => Promise<Record<string, unknown>>>,
  isWanted: (value: unknown) => value is T,
): Record<string, () => Promise<T>> {
  return Object.fromEntries(Object.entries(modules).map(([path, load]) => [tagOfPath(path), () => load().then((module) => only(module, isWanted, path))]));
}

/** Each tag's one wanted export, for eagerly globbed modules (tests and stories, which show every language). */
export function valuesByTag<T>(modules: Record<string, Record<string, unknown>>, isWanted: (value: unknown) => value is T): Record<string, T> {
  return Object.fromEntries(Object.entries(modules).map(([path, module]) => [tagOfPath(path), only(module, isWanted, path)]));
}

function only<T>(module: Record<string, unknown>, isWanted: (value: unknown) => value is T, path: string): T {
  const found = Object.values(module).filter(isWanted);
  if (found.length !== 1) throw new Error(`${path} must export exactly one language, not ${found.length}`);
  return found[0] as T;
}
