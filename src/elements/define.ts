/** Registers the elements with a page's custom element registry. */
import { elementClass } from './element-class';
import { rendererLoader, RENDERERS } from './renderers';
import { ELEMENT_SPECS } from './specs';

/**
 * Defines every paykit element not yet defined in `registry` (default: the page's), with classes
 * that extend `window`'s HTMLElement. Safe to call more than once, and a no-op without a DOM
 * (a server render imports the entry too).
 */
export function defineElements(window: (Window & typeof globalThis) | undefined = typeof globalThis.window === 'undefined' ? undefined : globalThis.window): void {
  const registry = window?.customElements;
  if (!window || !registry) return;
  for (const spec of ELEMENT_SPECS) {
    const load = RENDERERS[spec.tag];
    if (!load || registry.get(spec.tag)) continue;
    registry.define(spec.tag, elementClass(spec, rendererLoader(load), window.HTMLElement));
  }
}
