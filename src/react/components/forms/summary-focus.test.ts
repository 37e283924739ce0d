/**
 * The error summary is focused by the script after a failed submit (tabindex -1), never by Tab.
 * It shows that focus with the kit's whole ring, the accent outline and its halo together: the
 * halo alone drew a near-black frame in the dark theme, and no ring at all hid where focus went.
 */
import { describe, expect, it } from 'vitest';
import { getCssText } from '../../styles/stitches';
import { summary } from './styles';

describe('the error summary when focused', () => {
  it('draws the accent outline with its halo, never the halo alone', () => {
    const className = summary().className;
    const rules = getCssText()
      .split('}')
      .filter((rule) => rule.includes(`.${className}:focus`));
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule).toMatch(/outline:2px solid var\(--pk-colors-focus\)/);
      expect(rule).toContain('focusHalo');
    }
  });
});
