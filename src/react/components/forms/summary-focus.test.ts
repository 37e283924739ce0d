/**
 * The error summary is focused by the script after a failed submit (tabindex -1), never by Tab.
 * It draws no ring then: the kit's ring drew there as its dark halo alone, a near-black frame.
 */
import { describe, expect, it } from 'vitest';
import { getCssText } from '../../styles/stitches';
import { summary } from './styles';

describe('the error summary when focused', () => {
  it('draws no focus ring and no halo', () => {
    const className = summary().className;
    const rules = getCssText()
      .split('}')
      .filter((rule) => rule.includes(`.${className}:focus`));
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule).not.toContain('focusHalo');
      expect(rule).toMatch(/outline:none/);
    }
  });
});
