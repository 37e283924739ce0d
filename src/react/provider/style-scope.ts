/**
 * Where a provider's rules go. By default the kit copies them into the page's document (the
 * provider starts the copy, react/styles/stitches.ts); paykit/elements renders its providers
 * inside shadow roots, which get the rules from their own sheet (elements/shadow-styles.ts),
 * and must leave the host page's styles untouched (docs/elements.md#theming).
 */
import { createContext } from 'react';

/** True below a shadow root that has the kit's rules of its own: the provider then adds none to the document. */
export const ShadowStyleScope = createContext(false);
