/** The verification moments' marks keep their 96 px disc whatever order the rules reach the page in. */
import { describe, expect, it } from 'vitest';
import { getCssText } from '../../styles/stitches';
import * as flowStyles from '../OnboardingFlow/styles';
import * as styles from './styles';

const ruleFor = (selector: string) =>
  getCssText()
    .split('}')
    .find((text) => text.includes(selector));

describe('the moment’s mark', () => {
  it.each([
    ['the standalone status', () => styles.root().className],
    ['the flow’s header', () => flowStyles.header().className],
  ])('in %s pads its disc outside the glyph, over the card’s border-box for everything (one class each: order would decide)', (_where, className) => {
    expect(ruleFor(`.${className()} > [data-status-icon]{`)).toContain('box-sizing:content-box');
  });

  it('is neutral while waiting: the clock on surfaceAlt, outranking the mark’s success tint', () => {
    expect(ruleFor(`.${styles.reviewMark().className}[data-tone="neutral"]{`)).toContain('background:var(--pk-colors-surfaceAlt)');
  });

  it('draws a rejection as a muted lead and plain text, with no danger panel', () => {
    const className = styles.status().className;
    const css = getCssText();
    expect(css).not.toContain(`.${className} [data-part="lines"][data-tone="danger"]`);
    expect(ruleFor(`[data-state="rejected"] > .${className} [data-part="lines"] > p + p{`)).toContain('color:var(--pk-colors-text)');
  });
});
