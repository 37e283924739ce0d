import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementsManifest } from './manifest';
import { ELEMENT_SPECS, COMMON_ATTRIBUTES } from './specs';
import { RENDERERS } from './renderers';
import type { PaykitElementEventDetails, PaykitElementTagNameMap } from './types';

/** The declared names (types.ts), listed so the compiler checks the list is whole. */
const DECLARED_EVENTS = {
  'paykit-status-change': true,
  'paykit-settled': true,
  'paykit-expired': true,
  'paykit-error': true,
  'paykit-open': true,
  'paykit-close': true,
  'paykit-step-change': true,
  'paykit-complete': true,
  'paykit-details': true,
  'paykit-load': true,
  'paykit-filters-change': true,
  'paykit-export': true,
  'paykit-quote': true,
  'paykit-converted': true,
} satisfies Record<keyof PaykitElementEventDetails, true>;
const DECLARED_TAGS = {
  'paykit-checkout': true,
  'paykit-payment-link-button': true,
  'paykit-onboarding': true,
  'paykit-virtual-account': true,
  'paykit-balances': true,
  'paykit-transactions': true,
  'paykit-fx-converter': true,
} satisfies Record<keyof PaykitElementTagNameMap, true>;

describe('custom-elements.json', () => {
  it('is what the specs say (run `npx tsx scripts/build-elements-manifest.ts` after changing them)', () => {
    expect(readFileSync('custom-elements.json', 'utf8')).toBe(elementsManifest());
  });

  it('lists every element with a renderer, its attributes and its events', () => {
    const manifest = JSON.parse(elementsManifest()) as {
      modules: { declarations: { tagName: string; attributes: { name: string }[]; events: { name: string; type: { text: string } }[] }[] }[];
    };
    const declarations = manifest.modules[0]?.declarations ?? [];
    expect(declarations.map((element) => element.tagName)).toEqual(Object.keys(RENDERERS));
    const checkout = declarations.find((element) => element.tagName === 'paykit-checkout');
    expect(checkout?.attributes.map((attribute) => attribute.name)).toEqual([...COMMON_ATTRIBUTES.map((attribute) => attribute.name), 'payment-id', 'link-id']);
    expect(checkout?.events).toContainEqual(expect.objectContaining({ name: 'paykit-settled', type: { text: 'CustomEvent<PaymentView>' } }));
    expect(ELEMENT_SPECS).toHaveLength(7);
  });

  it('names the same tags and events as the TypeScript declarations', () => {
    expect(ELEMENT_SPECS.map((spec) => spec.tag).sort()).toEqual(Object.keys(DECLARED_TAGS).sort());
    expect([...new Set(ELEMENT_SPECS.flatMap((spec) => spec.events.map((event) => event.name)))].sort()).toEqual(Object.keys(DECLARED_EVENTS).sort());
  });
});
