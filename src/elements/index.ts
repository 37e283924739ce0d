/**
 * paykit/elements — the kit's components as custom elements for any page: <paykit-checkout>,
 * <paykit-onboarding>, the dashboard's elements and more (docs/elements.md). Importing it defines
 * them (a no-op without a DOM); dist/elements.js is the same with its renderer included, for a
 * plain <script type="module">.
 */
import { defineElements } from './define';

defineElements();

export { defineElements } from './define';
export type * from './types';
