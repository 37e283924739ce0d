/// <reference types="vite/client" />
/**
 * "No component defines its own button, card, field control or status panel" (docs/design.md):
 * the kit draws those from src/react/styles only, so one theme change reaches all of them and
 * no screen shows four button styles again.
 *
 * How it reads the rules: Stitches keeps the object each css() rule was made from (under
 * Symbol.for('sxs.internal'), pinned by Stitches 1.2.8), so every rule a component's styles.ts
 * exports is imported and its style object walked — no parsing of source text. A primitive that
 * was spread in (`...cardFrame(…)`, `...fieldControl`, `...tonedPanel`) is recognised by its
 * entries; a composed one (`css(button, …)`) by its class name.
 */
import { describe, expect, it } from 'vitest';
import { button, cardFrame, cluster, fieldControl, grid, skeleton, stack, statusIcon, tonedPanel, visuallyHidden } from './base';
import { css, type StyleRule } from './stitches';
import { radioMark } from '../components/forms/styles';

type Value = string | number;
interface StyleObject {
  [key: string]: Value | StyleObject;
}

type Kind = 'button' | 'card' | 'field control' | 'status bar';

interface Finding {
  /** `file › export` and the nested selector the declarations sit under. */
  where: string;
  kind: Kind;
}

const INTERNAL = Symbol.for('sxs.internal');

/** The foundation's own rules: composing one of them is using it. */
const FOUNDATION = new Set([button, stack, cluster, grid, statusIcon, skeleton, visuallyHidden].map((rule) => rule.className));

/** The style objects a rule was made from, without those of the foundation rules it composes. */
function sourceObjects(rule: StyleRule): StyleObject[] {
  const internal = (rule as unknown as Record<symbol, { composers?: Set<[string, StyleObject]> } | undefined>)[INTERNAL];
  if (!internal?.composers)
    throw new Error('Stitches no longer keeps the style object of a rule (Symbol.for("sxs.internal")): the conformance check cannot read the rules');
  return [...internal.composers].filter(([className]) => !FOUNDATION.has(className)).map(([, object]) => object);
}

const isObject = (value: unknown): value is StyleObject => typeof value === 'object' && value !== null;

/**
 * Whether a nested key styles the same element in another state or condition (`&:hover`,
 * `&[data-tone="x"]`, `@media …`, `.dark &`), rather than another element (`& select`,
 * `& > div`) or a pseudo-element (`&::before`). Only the former inherit the outer declarations.
 */
function sameElement(key: string): boolean {
  if (key.startsWith('@')) return true;
  return key.split(',').every((part) => {
    const tail = part.trim().split('&').at(-1) ?? '';
    return part.includes('&') && !tail.includes('::') && /^(?:[:[.][^\s>+~]*)?$/.test(tail.replace(/\([^)]*\)/g, '()'));
  });
}

const declarations = (object: StyleObject): Record<string, Value> =>
  Object.fromEntries(Object.entries(object).filter((entry): entry is [string, Value] => !isObject(entry[1])));

const NONE = new Set(['0', '0px', 'none', 'transparent']);
const present = (value: Value | undefined): value is Value => value !== undefined && !NONE.has(String(value).trim());

const hasBorder = (style: Record<string, Value>) => present(style.border) || present(style.borderWidth);
const SURFACES = new Set(['$surface', '$colors$surface', 'var(--pk-colors-surface)']);
const CONTROL_HEIGHTS = new Set(['44px', '36px', '$control', '$controlSmall', '$sizes$control', '$sizes$controlSmall']);
const TONE = /\$(?:colors\$)?(success|warning|danger|info)\b|--pk-colors-(success|warning|danger|info)\b/;
const BAR = /^border(?:InlineStart|Left)(?:Color)?$/;

/** The entries that make a spread primitive recognisable (a hand copy that matches them is the primitive). */
const SIGNATURES: Record<'card' | 'field control' | 'status bar', StyleObject> = {
  card: pick(cardFrame('any'), ['border', 'borderRadius', 'background', 'boxShadow', 'padding', '@media (max-width: 480px)', '@media (max-width: 360px)']),
  'field control': pick(fieldControl, ['minHeight', 'padding', 'border', 'borderRadius', 'background', 'fontSize', '&[aria-invalid="true"]']),
  'status bar': { ...tonedPanel },
};

/** The entries of the forms' drawn radio, spread wherever a radio is drawn. */
const RADIO_MARK = pick(radioMark, ['appearance', 'width', 'height', 'border', 'borderRadius', 'background', '&:checked']);

function pick(object: object, keys: string[]): StyleObject {
  const source = object as StyleObject;
  return Object.fromEntries(keys.map((key) => [key, source[key]!]));
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const carries = (object: StyleObject, signature: StyleObject) => Object.entries(signature).every(([key, value]) => same(object[key], value));

/** What one element's style (its own declarations over those of the states it refines) re-creates. */
function recreates(style: Record<string, Value>, derived: ReadonlySet<Kind>): Kind[] {
  const kinds: Kind[] = [];
  const background = style.background ?? style.backgroundColor;
  if (style.cursor === 'pointer' && Object.keys(style).some((key) => /^(border|background)/.test(key))) kinds.push('button');
  const control = CONTROL_HEIGHTS.has(String(style.minHeight)) || CONTROL_HEIGHTS.has(String(style.height));
  // Not cards: a dashed edge (a drop zone), a box of a control's height (a control), a surface that
  // floats over the page (a menu's popover, a dialog).
  const dashed = String(style.border ?? style.borderStyle ?? '').includes('dashed');
  const floating = style.position === 'absolute' || style.position === 'fixed';
  const raised = hasBorder(style) || present(style.boxShadow) || present(style.padding);
  if (SURFACES.has(String(background)) && present(style.borderRadius) && raised && !dashed && !control && !floating && !derived.has('field control'))
    kinds.push('card');
  if (control && hasBorder(style)) kinds.push('field control');
  if (Object.entries(style).some(([key, value]) => BAR.test(key) && TONE.test(String(value)))) kinds.push('status bar');
  return kinds.filter((kind) => !derived.has(kind));
}

/** Every place in a style object that re-creates a primitive, first place per kind. */
function findRecreations(name: string, object: StyleObject): Finding[] {
  const found = new Map<Kind, Finding>();
  const walk = (node: StyleObject, path: string[], inherited: Record<string, Value>, inheritedDerived: ReadonlySet<Kind>) => {
    const derived = new Set(inheritedDerived);
    for (const [kind, signature] of Object.entries(SIGNATURES) as [Kind, StyleObject][]) if (carries(node, signature)) derived.add(kind);
    // The kit's drawn radio (forms' radioMark): a 20 px ring that a click checks, neither a button nor a card.
    if (carries(node, RADIO_MARK)) for (const kind of ['button', 'card'] as const) derived.add(kind);
    const style = { ...inherited, ...declarations(node) };
    for (const kind of recreates(style, derived)) if (!found.has(kind)) found.set(kind, { where: [name, ...path].join(' '), kind });
    for (const [key, value] of Object.entries(node)) {
      if (!isObject(value)) continue;
      const inherits = sameElement(key);
      walk(value, [...path, key], inherits ? style : {}, inherits ? derived : new Set());
    }
  };
  walk(object, [], {}, new Set());
  return [...found.values()];
}

/** A glob key as a path from the repository's root. */
const repositoryPath = (file: string) => file.replace(/^\.\.\/\.\.\//, 'src/').replace(/^\.\.\//, 'src/react/');

/** The findings for every exported rule of some styles modules, keyed by their file. */
function checkModules(modules: Record<string, Record<string, unknown>>): Finding[] {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(module)
      .filter((entry): entry is [string, StyleRule] => typeof entry[1] === 'function' && 'className' in entry[1])
      .flatMap(([exported, rule]) => sourceObjects(rule).flatMap((object) => findRecreations(`${repositoryPath(file)} › ${exported}`, object))),
  );
}

/**
 * Deliberate exceptions, each with its reason: `'<file> › <export>': 'why'`. Say in the review
 * why a component needs its own before adding one.
 */
const ALLOWED: Record<string, string> = {
  'src/react/components/OnboardingFlow/styles.ts › progress': "each step's numbered circle (li::before): a bordered disc on the surface, not a card",
};

const components = import.meta.glob<Record<string, unknown>>(['../components/**/styles.ts', '../../dashboard/**/styles.ts'], { eager: true });

const REMEDY: Record<Kind, string> = {
  button: 'use button() with data-variant/data-size/data-shape',
  card: 'spread cardFrame(maxWidth)',
  'field control': 'spread fieldControl',
  'status bar': 'spread tonedPanel with data-tone',
};

describe('the components draw buttons, cards, fields and status panels from the design system', () => {
  it('reads the style objects of rules (so a pass means something)', () => {
    expect(Object.keys(components).length).toBeGreaterThanOrEqual(10);
    const rules = Object.values(components).flatMap((module) => Object.values(module).filter((value) => typeof value === 'function' && 'className' in value));
    expect(rules.length).toBeGreaterThan(100);
    expect(sourceObjects(css({ color: '$text' }))).toEqual([{ color: '$text' }]);
  });

  it('flags hand-made primitives and passes the primitives used as meant', () => {
    const fixtures = {
      handMadeButton: css({ cursor: 'pointer', minHeight: '44px', padding: '$2 $4', border: '1px solid $accent', background: '$accent', color: '$accentText' }),
      buttonDressedAsLink: css({ border: 0, background: 'none', cursor: 'pointer', textDecoration: 'underline' }),
      handMadeCard: css({ padding: '$5', border: '1px solid $border', borderRadius: '$lg', background: '$surface' }),
      cardWithoutEdge: css({ padding: '$4', borderRadius: '$lg', background: '$surface' }),
      cardWithItsOwnEdge: css({ ...cardFrame('30rem'), border: '2px solid $border' }),
      handMadeSelect: css({ '& select': { minHeight: '$control', border: '2px solid $border', borderRadius: '$sm' } }),
      handMadeSmallButton: css({ minHeight: '$controlSmall', padding: '$1 $3', border: '1px solid $accent', cursor: 'pointer' }),
      handMadeBar: css({ '&[data-invalid="true"]': { borderInlineStart: '4px solid $danger', paddingInlineStart: '$3' } }),
      // The primitives as they are meant to be used: none of these is flagged.
      card: css({ position: 'relative', ...cardFrame('30rem'), gridTemplateColumns: 'minmax(0, 1fr)' }),
      field: css({ ...fieldControl, width: '12rem' }),
      panel: css({ ...tonedPanel, display: 'grid', gap: '$2' }),
      composedButton: css(button as never, { justifySelf: 'start' }),
      qrFrame: css({ padding: '$2', border: '1px solid $border', borderRadius: '$md', background: '#ffffff' }),
      dropZone: css({ padding: '$4', border: '2px dashed $border', borderRadius: '$md', background: '$surface' }),
      radio: css({ '& input': { width: '24px', height: '24px', cursor: 'pointer' }, '& label': { cursor: 'pointer' } }),
      menuPopover: css({ position: 'absolute', padding: '$1', border: '1px solid $divider', borderRadius: '$md', background: '$surface', boxShadow: '$card' }),
      tableCell: css({ '& th, & td': { padding: '$2', borderBottom: '1px solid $divider' } }),
    };
    expect(checkModules({ 'fixture.ts': fixtures })).toEqual([
      { where: 'fixture.ts › handMadeButton', kind: 'button' },
      { where: 'fixture.ts › handMadeButton', kind: 'field control' },
      { where: 'fixture.ts › buttonDressedAsLink', kind: 'button' },
      { where: 'fixture.ts › handMadeCard', kind: 'card' },
      { where: 'fixture.ts › cardWithoutEdge', kind: 'card' },
      { where: 'fixture.ts › cardWithItsOwnEdge', kind: 'card' },
      { where: 'fixture.ts › handMadeSelect & select', kind: 'field control' },
      { where: 'fixture.ts › handMadeSmallButton', kind: 'button' },
      { where: 'fixture.ts › handMadeSmallButton', kind: 'field control' },
      { where: 'fixture.ts › handMadeBar &[data-invalid="true"]', kind: 'status bar' },
    ]);
  });

  it('finds no button, card, field control or status bar outside the primitives', () => {
    const findings = checkModules(components).filter((finding) => !(finding.where.split(' ').slice(0, 3).join(' ') in ALLOWED));
    const report = findings.map(({ where, kind }) => `${where}: its own ${kind} — ${REMEDY[kind]}`);
    expect(report).toEqual([]);
  });

  it('allows no exception that no longer matches anything', () => {
    const matched = new Set(checkModules(components).map((finding) => finding.where.split(' ').slice(0, 3).join(' ')));
    expect(Object.keys(ALLOWED).filter((where) => !matched.has(where))).toEqual([]);
  });
});
