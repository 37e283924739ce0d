/**
 * Each tag's renderer, loaded when the first element of that tag connects: a page with a
 * <paykit-checkout> never downloads the onboarding's forms or the dashboard (in dist/elements.js
 * they are chunks beside the script; a bundler splits them alike). docs/elements.md#size has the figures.
 */
import type { Renderer } from './renderer';

type Load = () => Promise<{ render: Renderer }>;

export const RENDERERS: Readonly<Record<string, Load>> = {
  'paykit-checkout': () => import('./renderers/checkout'),
  'paykit-payment-link-button': () => import('./renderers/payment-link-button'),
  'paykit-onboarding': () => import('./renderers/onboarding'),
  'paykit-virtual-account': () => import('./renderers/virtual-account'),
  'paykit-balances': () => import('./renderers/balances'),
  'paykit-transactions': () => import('./renderers/transactions'),
  'paykit-fx-converter': () => import('./renderers/fx-converter'),
};

/** A tag's renderer, loaded once. */
export function rendererLoader(load: Load): () => Promise<Renderer> {
  let loading: Promise<Renderer> | null = null;
  return () => {
    loading ??= load().then((module) => module.render);
    // A failed load (the network) is tried again by the next element.
    loading.catch(() => (loading = null));
    return loading;
  };
}
