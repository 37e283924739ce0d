/**
 * The custom-elements manifest (schema 2.1.0, the format editors and Storybook read) of the
 * elements, made from their specs: scripts/build-elements-manifest.ts writes it to
 * custom-elements.json, and a test keeps the checked-in file equal to it.
 */
import { cssVariableNames } from '../react/styles/tokens';
import { COMMON_ATTRIBUTES, COMMON_PROPERTIES, ELEMENT_SPECS, type ElementSpec } from './specs';

/** The module the manifest names: the package's entry that defines the elements. */
const MODULE_PATH = 'dist/elements-module.js';

/** Parts every element exposes to `::part()`. */
const PARTS = [
  { name: 'container', description: 'The box in the shadow root that holds the component.' },
  { name: 'root', description: "The component's root element (its <section>, or the link button's <span>)." },
];

function declaration(spec: ElementSpec) {
  const attributes = [...COMMON_ATTRIBUTES, ...spec.attributes];
  return {
    kind: 'class',
    customElement: true,
    name: spec.className,
    tagName: spec.tag,
    description: `${spec.description} Renders ${spec.component} in an open shadow root.`,
    superclass: { name: 'HTMLElement' },
    attributes: attributes.map((attribute) => ({
      name: attribute.name,
      fieldName: attribute.property,
      type: { text: attribute.kind === 'boolean' ? 'boolean' : 'string' },
      description: attribute.description,
    })),
    members: [
      ...attributes.map((attribute) => ({
        kind: 'field',
        name: attribute.property,
        type: { text: attribute.type },
        attribute: attribute.name,
        reflects: true,
        description: attribute.description,
      })),
      ...COMMON_PROPERTIES.map((property) => ({ kind: 'field', name: property.property, type: { text: property.type }, description: property.description })),
      ...(spec.tag === 'paykit-balances' ? [{ kind: 'method', name: 'refresh', description: 'Reads the balances again.' }] : []),
    ],
    events: spec.events.map((event) => ({ name: event.name, type: { text: `CustomEvent<${event.detail}>` }, description: event.description })),
    cssParts: PARTS,
    cssProperties: cssVariableNames().map((name) => ({ name })),
  };
}

/** The manifest, as JSON text (two-space indented, with a final newline). */
export function elementsManifest(): string {
  const manifest = {
    schemaVersion: '2.1.0',
    readme: 'docs/elements.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE_PATH,
        declarations: ELEMENT_SPECS.map(declaration),
        exports: ELEMENT_SPECS.map((spec) => ({ kind: 'custom-element-definition', name: spec.tag, declaration: { name: spec.className, module: MODULE_PATH } })),
      },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
