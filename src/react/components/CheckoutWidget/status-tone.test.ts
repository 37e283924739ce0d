/**
 * The status panel's bar is in its tone for every state: one rule (tonedPanel), so the bar,
 * tint and icon agree. A bar colour that is not a token reference falls back to the text colour
 * (near-black), as it did for success, warning and danger.
 */
import { describe, expect, it } from 'vitest';
import { getCssText } from '../../styles/stitches';
import * as outcomeStyles from './outcome-styles';

describe('the status panel', () => {
  it.each(['success', 'warning', 'danger'])('draws its %s bar and tint in the tone', (tone) => {
    const className = outcomeStyles.status().className;
    const rule = getCssText()
      .split('}')
      .find((text) => text.includes(`.${className}[data-tone="${tone}"]`));
    expect(rule).toMatch(new RegExp(`border-inline-start(-color)?:(4px solid )?var\\(--pk-colors-${tone}\\)`));
    expect(rule).toContain(`background:var(--pk-colors-${tone}Surface)`);
  });

  it('draws its info bar (waiting, checking) in the info tone', () => {
    const className = outcomeStyles.status().className;
    const rule = getCssText()
      .split('}')
      .find((text) => text.includes(`.${className}{`));
    expect(rule).toMatch(/border-inline-start(-color)?:(4px solid )?var\(--pk-colors-info\)/);
  });
});

describe('an alert’s words (tonedPanel, kit-wide)', () => {
  it('are regular, and only the title marked data-title is bold', () => {
    const className = outcomeStyles.status().className;
    const rules = getCssText().split('}');
    expect(rules.find((text) => text.includes(`.${className}{`) && text.includes('font-weight'))).toContain('font-weight:var(--pk-fontWeights-regular)');
    expect(rules.find((text) => text.includes(`.${className} [data-title]{`))).toContain('font-weight:var(--pk-fontWeights-semibold)');
  });
});
