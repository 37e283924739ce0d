/**
 * The button and the field control keep the control height on any page: with the browser's
 * default content-box sizing, their padding and border would be added to it (a 44 px control
 * drew 62 px tall outside a card).
 */
import { describe, expect, it } from 'vitest';
import { button, fieldControl } from './controls';
import { css, getCssText } from './stitches';

const field = css(fieldControl);

function ruleOf(className: string): string {
  const text = getCssText();
  const start = text.indexOf(`.${className}{`);
  expect(start, `no rule for .${className}`).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf('}', start));
}

describe('controls size by their border box', () => {
  it('the button', () => {
    expect(ruleOf(button().className)).toContain('box-sizing:border-box');
  });

  it('the field control', () => {
    expect(ruleOf(field().className)).toContain('box-sizing:border-box');
  });
});

describe('a disabled button keeps its role’s shape, muted', () => {
  const disabledRules = () => {
    const className = button().className;
    return getCssText()
      .split('}')
      .filter((rule) => rule.includes(`.${className}:disabled`) || rule.includes(`.${className}[aria-disabled="true"]`))
      .filter((rule) => !rule.includes(':not('));
  };

  it('fades every role the same way, so a primary stays a filled accent button (not a grey box)', () => {
    const rules = disabledRules();
    expect(rules.join('}')).toContain('opacity:0.45');
    // No fill, edge or colour of its own: each role's own stays (filled, outlined, frameless).
    for (const rule of rules) expect(rule).not.toMatch(/background|border-color|(^|[;{])color:/);
  });
});
