/** paykit/elements: the kit's components as custom elements (docs/elements.md). */
export { defineElements } from './define';
export { ELEMENT_SPECS, COMMON_ATTRIBUTES, COMMON_PROPERTIES, type ElementSpec, type AttributeSpec, type EventSpec, type PropertySpec } from './specs';
export type * from './types';
