import type { Meta, StoryObj } from '@storybook/react-vite';
import { button, cardFrame, cluster, stack } from '../src/react/styles/base';
import { css, type StyleRule } from '../src/react/styles/stitches';
import { DesignPage } from './support/design-system';

const meta = {
  title: 'Design system/Card',
  tags: ['autodocs'],
  // Edge to edge: the page draws its own margin, and a docs page on a phone gives it the whole frame.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "`cardFrame(maxWidth)` from src/react/styles: the kit's one card. A hairline `$divider` edge and the `$card` shadow in every theme; padding 24 px, 16 px under 480 px, 12 px under 360 px. Its content is laid out with container queries, so it fits whatever column it is embedded in.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const card: StyleRule = /* @__PURE__ */ css({ ...cardFrame('$form'), containerType: 'inline-size' });

const title: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$lg', fontWeight: '$semibold', lineHeight: '$tight' });
const muted: StyleRule = /* @__PURE__ */ css({ color: '$muted' });

// Label above value when the card is narrow, side by side from 28rem: values keep their line either way.
const details: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  margin: 0,
  '& > div': { display: 'grid', gap: '$1', minWidth: 0 },
  '& dt': { color: '$muted', fontSize: '$sm', fontWeight: '$semibold' },
  '& dd': { margin: 0, overflowWrap: 'normal', wordBreak: 'normal' },
  '& [data-value="short"]': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  '& [data-value="identifier"]': { fontFamily: '$mono', fontSize: '$sm', overflowWrap: 'anywhere' },
  '@container (min-width: 28rem)': {
    '& > div': { gridTemplateColumns: '9rem minmax(0, 1fr)', alignItems: 'baseline', columnGap: '$4' },
  },
});

function AccountCard() {
  return (
    <section className={card()} aria-labelledby="card-title">
      <div className={stack()} data-gap="1">
        <h2 id="card-title" className={title()}>
          Your account details
        </h2>
        <p className={muted()}>Share these with anyone who pays you in AUD.</p>
      </div>
      <dl className={details()}>
        <div>
          <dt>Account name</dt>
          <dd>Ada Lovelace Holdings</dd>
        </div>
        <div>
          <dt>BSB</dt>
          <dd data-value="short">062-000</dd>
        </div>
        <div>
          <dt>Account number</dt>
          <dd data-value="short">480632670</dd>
        </div>
        <div>
          <dt>Solana address</dt>
          <dd data-value="identifier">7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU</dd>
        </div>
      </dl>
      <div className={cluster()} data-gap="2">
        <button type="button" className={button()}>
          Share details
        </button>
        <button type="button" className={button()} data-variant="secondary">
          Copy all
        </button>
      </div>
    </section>
  );
}

/** The card with a title, a label/value list that changes layout with the card's width, and its actions. */
export const Card: Story = {
  render: () => (
    <DesignPage width={720}>
      <AccountCard />
    </DesignPage>
  ),
};

/** The same card in a 320 px column: labels move above values, nothing breaks inside a word. */
export const InANarrowColumn: Story = {
  render: () => (
    <DesignPage width={320}>
      <AccountCard />
    </DesignPage>
  ),
};
