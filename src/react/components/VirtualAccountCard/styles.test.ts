/** The account details' look: quiet rows on the card, values at body size, labels muted at 500. */
import { describe, expect, it } from 'vitest';
import { getCssText } from '../../styles/stitches';
import * as styles from './styles';

const rulesOf = (className: string) =>
  getCssText()
    .split('}')
    .filter((text) => text.includes(`.${className}`));

describe('the account details', () => {
  it('are rows between dividers on the card: no frame of their own', () => {
    const rules = rulesOf(styles.details().className);
    expect(rules.find((text) => text.includes(`.${styles.details().className}{`))).not.toMatch(/border:|border-radius/);
    expect(rules.find((text) => text.includes('> div + div{'))).toContain('border-top:1px solid var(--pk-colors-divider)');
  });

  it('label every row alike: muted at 500, beside its value once the card is wide, the Solana address too', () => {
    const rules = rulesOf(styles.details().className).join('}');
    expect(rules).toMatch(/ dt\{[^}]*color:var\(--pk-colors-muted\)/);
    expect(rules).toMatch(/ dt\{[^}]*font-weight:var\(--pk-fontWeights-medium\)/);
    expect(rules).not.toContain(':not(:last-child)');
  });

  it('set each value at body size, 500, in tabular figures', () => {
    const rule = rulesOf(styles.value().className).find((text) => text.includes(`.${styles.value().className}{`));
    expect(rule).toContain('font-size:var(--pk-fontSizes-md)');
    expect(rule).toContain('font-weight:var(--pk-fontWeights-medium)');
    expect(rule).toContain('font-variant-numeric:tabular-nums');
  });
});
