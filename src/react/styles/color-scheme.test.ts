/** The browser's own controls (native radios, checkboxes, date pickers) take the kit's theme and accent. */
import { describe, expect, it } from 'vitest';
import { providerRoot } from './base';
import { getCssText } from './stitches';

describe('the provider’s element sets the colour scheme of native controls', () => {
  const rules = () => {
    const className = providerRoot().className;
    return getCssText()
      .split('}')
      .filter((rule) => rule.includes(`.${className}`));
  };

  it('light with the accent by default, dark in the dark theme, both under auto (the system decides)', () => {
    const all = rules().join('}');
    expect(all).toContain('color-scheme:light;');
    expect(all).toContain('accent-color:var(--pk-colors-accent)');
    expect(rules().find((rule) => rule.includes('.pk-theme-dark{'))).toContain('color-scheme:dark');
    expect(rules().find((rule) => rule.includes('.pk-theme-auto{'))).toContain('color-scheme:light dark');
  });
});
