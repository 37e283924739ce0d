/** The status panel: a tint, an icon and a radius in its tone (tonedPanel, kit-wide), and regular words. */
import { describe, expect, it } from 'vitest';
import { getCssText } from '../../styles/stitches';
import * as outcomeStyles from './outcome-styles';

describe('the status panel', () => {
  it.each(['success', 'warning', 'danger'])('is tinted in the %s tone, rounded, with no side bar (a bar makes rounded corners look clipped)', (tone) => {
    const className = outcomeStyles.status().className;
    const rules = getCssText().split('}');
    expect(rules.find((text) => text.includes(`.${className}[data-tone="${tone}"]`))).toContain(`background:var(--pk-colors-${tone}Surface)`);
    const own = rules.filter((text) => text.includes(`.${className}`)).join('}');
    expect(own).toContain('border-radius:var(--pk-radii-md)');
    expect(own).not.toMatch(/border-inline-start|border-left/);
  });

  it('is tinted in the info tone when it has none', () => {
    const className = outcomeStyles.status().className;
    const rule = getCssText()
      .split('}')
      .find((text) => text.includes(`.${className}{`));
    expect(rule).toContain('background:var(--pk-colors-infoSurface)');
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
