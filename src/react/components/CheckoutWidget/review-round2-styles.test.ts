/** Issue 37's second design review, what only the stylesheet shows: the warning in ink, the network unbroken, the countdown on one baseline, one grey pending dot, a narrow card's time under its pill. */
import { describe, expect, it } from 'vitest';
import { getCssText } from '../../styles/stitches';
import * as outcomeStyles from './outcome-styles';
import * as styles from './styles';

/** The declarations of the rules whose selector is exactly `selector`. */
function rule(selector: string): string {
  return getCssText()
    .split('}')
    .filter((text) => text.slice(text.lastIndexOf('{') - selector.length, text.lastIndexOf('{')) === selector)
    .map((text) => text.slice(text.lastIndexOf('{') + 1))
    .join(';');
}

describe('the address’s warning', () => {
  it('is in the text colour with balanced lines; the network’s name is heavier and never breaks', () => {
    const section = `.${styles.addressSection().className}`;
    getCssText();
    expect(rule(`${section} > span`)).toContain('color:var(--pk-colors-text)');
    expect(rule(`${section} > span`)).toContain('text-wrap:balance');
    expect(rule(`${section} b`)).toContain('white-space:nowrap');
    expect(rule(`${section} b`)).toContain('font-weight:var(--pk-fontWeights-semibold)');
  });
});

describe('the first row', () => {
  it('sets the countdown’s label on its digits’ baseline, the digits tabular', () => {
    expect(rule(`.${styles.head().className}`)).toContain('align-items:baseline');
    expect(rule(`.${styles.countdown().className} [role="timer"]`)).toContain('font-variant-numeric:tabular-nums');
  });

  it('on the narrowest cards puts the time left, with its label, on a row of its own under the pill', () => {
    const head = styles.head().className;
    const text = getCssText();
    const query = text.indexOf('@container (max-width: 19rem)');
    expect(query).toBeGreaterThanOrEqual(0);
    const inside = text.slice(query, text.indexOf('}}', query));
    expect(inside).toContain(`.${head} > [data-part="countdown"]{display:flex;grid-column:1 / -1`);
  });

  it('draws the waiting pill’s dot in the muted grey, not the accent: pending is neutral', () => {
    const outcome = outcomeStyles.outcome().className;
    const dot = getCssText()
      .split('}')
      .filter((text) => text.includes(`.${outcome}`) && text.includes('::before'))
      .find((text) => text.includes('border-radius:50%'));
    expect(dot).toContain('background:var(--pk-colors-muted)');
  });
});
