/**
 * Every token a rule refers to exists. Stitches turns `$name` into a variable of the scale it
 * maps the property to, and a property it does not map (`borderInlineStartColor`) gets a
 * variable of no scale: `var(--pk-success)`, which no theme defines, so the browser drops the
 * colour and the status bar turned near-black (issue 24). Write `$colors$success` there.
 */
import { describe, expect, it } from 'vitest';
import { kitStylesheet } from '../../dashboard/stylesheet';
import { cssVariableNames } from './tokens';

/** Custom properties the kit sets itself rather than from a theme. */
const OWN_PROPERTIES = ['--pk-grid-min'];

function unknownVariables(cssText: string): string[] {
  const known = new Set([...cssVariableNames(), ...OWN_PROPERTIES]);
  const used = [...cssText.matchAll(/var\((--pk-[\w-]+)/g)].map((match) => match[1]!);
  return [...new Set(used.filter((name) => !known.has(name)))].sort();
}

describe('token references', () => {
  it('finds a variable no theme defines (so a pass means something)', () => {
    expect(unknownVariables('.a{border-inline-start-color:var(--pk-success);color:var(--pk-colors-text)}')).toEqual(['--pk-success']);
  });

  it('every var(--pk-…) in paykit/styles.css is a token of the theme', () => {
    expect(unknownVariables(kitStylesheet())).toEqual([]);
  });
});
