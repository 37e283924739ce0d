import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTokens, lightTokens, PaykitProvider } from '../src/index';
import { cluster, grid, stack } from '../src/react/styles/base';
import { css, type StyleRule } from '../src/react/styles/stitches';
import { cssVariable, type PaykitTokens } from '../src/react/styles/tokens';
import { caption, DesignPage, Section, TokenName } from './support/design-system';

const meta = {
  title: 'Design system/Tokens',
  tags: ['autodocs'],
  // Edge to edge: the page draws its own margin, and a docs page on a phone gives it the whole frame.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The tokens every component is drawn with. Each is a CSS custom property `--pk-<scale>-<token>` a merchant can override with plain CSS (docs/theming.md); docs/design.md says when to use which.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Scale = keyof PaykitTokens;
const names = <S extends Scale>(scale: S) => Object.keys(lightTokens[scale]) as (keyof PaykitTokens[S] & string)[];
const token = <S extends Scale>(scale: S, name: keyof PaykitTokens[S] & string) => `var(${cssVariable(scale, name)})`;

const swatchList: StyleRule = /* @__PURE__ */ css({
  margin: 0,
  padding: '$3',
  listStyle: 'none',
  borderRadius: '$lg',
  border: '1px solid $divider',
  background: '$surface',
  color: '$text',
  '--pk-grid-min': '15rem',
});

// One row a colour: the chip at the start, its name over its value beside it, so a phone shows
// two lines a colour (not a full-width chip, a name and a value under one another).
const swatchItem: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: '2.25rem minmax(0, 1fr)',
  gridTemplateRows: 'auto auto',
  alignItems: 'center',
  columnGap: '$3',
  minWidth: 0,
  '& > :first-child': { gridRow: '1 / span 2' },
});

// The chip sits on a hairline so white on white and the dark surface on itself still show an edge.
const chip: StyleRule = /* @__PURE__ */ css({
  width: '$controlSmall',
  height: '$controlSmall',
  borderRadius: '$md',
  border: '1px solid $border',
});

function Swatches({ theme }: { theme: 'light' | 'dark' }) {
  const values = theme === 'light' ? lightTokens.colors : { ...lightTokens.colors, ...darkTokens.colors };
  return (
    <PaykitProvider theme={theme}>
      <ul className={`${grid()} ${swatchList()}`} data-gap="3" aria-label={`Colours, ${theme} theme`}>
        {names('colors').map((name) => (
          <li key={name} className={swatchItem()}>
            <span className={chip()} style={{ background: token('colors', name) }} />
            <TokenName>{cssVariable('colors', name)}</TokenName>
            <span className={caption()}>{values[name]}</span>
          </li>
        ))}
      </ul>
    </PaykitProvider>
  );
}

/** Every colour of the light and the dark theme, whatever the toolbar says, with its variable. */
export const Colours: Story = {
  render: () => (
    <DesignPage>
      <Section
        title="Light theme"
        note="Surface and text; accent for the one main action; border for controls (3:1); divider for card edges; a colour and a tinted surface per status tone."
      >
        <Swatches theme="light" />
      </Section>
      <Section title="Dark theme" note="The same names. Every status colour, text and muted keep 4.5:1 on their surfaces in both themes.">
        <Swatches theme="dark" />
      </Section>
    </DesignPage>
  ),
};

const specimenRow: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$1',
  paddingBlock: '$3',
  borderBottom: '1px solid $divider',
  '@container (min-width: 36rem)': { gridTemplateColumns: '12rem minmax(0, 1fr)', alignItems: 'baseline', columnGap: '$4' },
});

const specimens: StyleRule = /* @__PURE__ */ css({ containerType: 'inline-size', minWidth: 0 });

const sampleText: StyleRule = /* @__PURE__ */ css({ lineHeight: '$tight', overflowWrap: 'normal', wordBreak: 'normal' });

const narrowColumns: StyleRule = /* @__PURE__ */ css({ '--pk-grid-min': '14rem' });

const SIZE_USE: Record<keyof PaykitTokens['fontSizes'], string> = {
  xs: 'captions, badges',
  sm: 'labels, secondary text, small buttons',
  md: 'body, controls, buttons',
  lg: 'card titles',
  xl: 'page titles, a long hero amount',
  xxl: 'the amount a payer must send',
};

/** The type scale, the weights and the two line heights. */
export const Typography: Story = {
  render: () => (
    <DesignPage>
      <Section title="Type scale" note="Six sizes in rem, so they follow the reader's font size.">
        <div className={specimens()}>
          {names('fontSizes').map((name) => (
            <div key={name} className={specimenRow()}>
              <span>
                <TokenName>{`$${name}`}</TokenName> <span className={caption()}>{lightTokens.fontSizes[name]}</span>
              </span>
              <span className={sampleText()} style={{ fontSize: token('fontSizes', name) }}>
                {name === 'xxl' ? '1,250.00 USDC' : SIZE_USE[name]}
              </span>
            </div>
          ))}
        </div>
      </Section>
      <Section
        title="Weights"
        note="Regular for running text; medium for labels; semibold for titles, buttons and the one hero figure; bold only for a word stressed inside a sentence."
      >
        <div className={specimens()}>
          {names('fontWeights').map((name) => (
            <div key={name} className={specimenRow()}>
              <span>
                <TokenName>{`$${name}`}</TokenName> <span className={caption()}>{lightTokens.fontWeights[name]}</span>
              </span>
              <span className={sampleText()} style={{ fontWeight: token('fontWeights', name) }}>
                Pay with USDC on Solana
              </span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Line heights" note="Tight for titles, buttons and amounts; body for running text.">
        <div className={`${grid()} ${narrowColumns()}`}>
          {names('lineHeights').map((name) => (
            <div key={name} className={stack()} data-gap="1">
              <TokenName>{`$${name} · ${lightTokens.lineHeights[name]}`}</TokenName>
              <p style={{ lineHeight: token('lineHeights', name) }}>Send the exact amount to this address before the timer runs out.</p>
            </div>
          ))}
        </div>
      </Section>
    </DesignPage>
  ),
};

// height maps to the sizes scale in Stitches: a space token there must name its scale.
const measure: StyleRule = /* @__PURE__ */ css({ display: 'block', height: '$space$3', borderRadius: '$sm', background: '$accent' });

// On a phone the name goes above its value: a column as wide as the longest name ($controlSmall)
// would leave the values a word wide.
const scaleRow: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gridTemplateColumns: '8rem minmax(0, 1fr)',
  alignItems: 'baseline',
  columnGap: '$3',
  '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
});

// The bar's own column, as wide as the largest step, so every caption starts at one edge; on a
// narrow page the caption goes under the step rather than into a column a word wide.
const spaceRow: StyleRule = /* @__PURE__ */ css({
  gridTemplateColumns: '8rem 3rem minmax(0, 1fr)',
  alignItems: 'center',
  '@media (max-width: 480px)': { gridTemplateColumns: '6rem minmax(0, 1fr)', '& > :last-child': { gridColumn: '1 / -1' } },
});

const radiusBox: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  placeItems: 'center',
  width: '5rem',
  height: '4rem',
  border: '2px solid $border',
  background: '$surfaceAlt',
});

const shadowBox: StyleRule = /* @__PURE__ */ css({
  padding: '$4',
  borderRadius: '$lg',
  border: '1px solid $divider',
  background: '$surface',
  boxShadow: '$card',
});

const SPACE_USE: Record<string, string> = {
  1: 'inside a label',
  2: 'inside a group',
  3: 'small-screen card padding',
  4: 'between blocks in a card',
  5: 'between sections; card padding',
  6: 'between cards',
  7: 'page margins',
};

/** Spacing, radii, control heights, card widths and the card's shadow. */
export const SpaceAndSizes: Story = {
  render: () => (
    <DesignPage>
      <Section title="Space" note="A 4 px rhythm: stack, cluster and grid take these steps as data-gap.">
        <div className={stack()} data-gap="2">
          {names('space').map((name) => (
            <div key={name} className={`${scaleRow()} ${spaceRow()}`}>
              <span>
                <TokenName>{`$${String(name)}`}</TokenName> <span className={caption()}>{lightTokens.space[name]}</span>
              </span>
              <span className={measure()} style={{ width: token('space', name) }} />
              <span className={caption()}>{SPACE_USE[name]}</span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Radii" note="Small parts and badges $sm, controls and panels $md, cards $lg, tags $pill.">
        <div className={cluster()} data-gap="4">
          {names('radii').map((name) => (
            <div key={name} className={stack()} data-gap="1">
              <span className={radiusBox()} style={{ borderRadius: token('radii', name) }} />
              <TokenName>{`$${name}`}</TokenName>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Sizes" note="One height for every control (44 px, the WCAG target size; 36 px in dense rows) and three card widths.">
        <div className={stack()} data-gap="2">
          {names('sizes').map((name) => (
            <div key={name} className={scaleRow()}>
              <TokenName>{`$${name}`}</TokenName>
              <span className={caption()}>
                {lightTokens.sizes[name]}
                {name === 'control' ? ' · buttons, inputs, selects' : ''}
                {name === 'controlSmall' ? ' · small buttons in rows' : ''}
                {name === 'narrow' ? ' · checkout, account card' : ''}
                {name === 'form' ? ' · onboarding forms' : ''}
                {name === 'wide' ? ' · the dashboard grid' : ''}
              </span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Shadow" note="The raised card, with a hairline $divider edge so it also reads in the dark theme." code="$card">
        <div className={shadowBox()}>
          <TokenName>--pk-shadows-card</TokenName>
        </div>
      </Section>
    </DesignPage>
  ),
};
