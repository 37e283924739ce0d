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
  const rules = () => getCssText().split('}');
  const disabledRule = (variant: string) => {
    const className = button().className;
    return rules().find((rule) => rule.includes(`.${className}:disabled[data-variant="${variant}"]`)) ?? '';
  };

  it('quiet stays frameless', () => {
    expect(disabledRule('quiet')).toContain('background:transparent');
    expect(disabledRule('quiet')).toContain('border-color:transparent');
  });

  it('secondary and destructive keep their outline on the surface, not a grey fill', () => {
    for (const variant of ['secondary', 'destructive']) expect(disabledRule(variant), variant).toContain('background:var(--pk-colors-surface)');
  });
});
