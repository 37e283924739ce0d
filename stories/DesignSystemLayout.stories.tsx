import type { Meta, StoryObj } from '@storybook/react-vite';
import { button, cluster, grid, stack } from '../src/react/styles/base';
import { demoBox, DesignPage, Section } from './support/design-system';

const meta = {
  title: 'Design system/Layout',
  tags: ['autodocs'],
  // Edge to edge: the page draws its own margin, and a docs page on a phone gives it the whole frame.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The layout primitives from src/react/styles, so no component hand-places a margin: `stack` (one under another), `cluster` (a wrapping row; `data-justify="end"` or `"between"`) and `grid` (auto-fit columns at least `--pk-grid-min` wide, 16rem by default). Each takes `data-gap` 1–7 on the space scale.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (labels: string[]) =>
  labels.map((label) => (
    <div key={label} className={demoBox()}>
      {label}
    </div>
  ));

/** stack at two gaps: $2 inside a group, $5 between sections. */
export const Stack: Story = {
  render: () => (
    <DesignPage width={640}>
      <Section title="Stack, small gap" note="Inside a group: a label, its value, a hint." code='stack() data-gap="2"'>
        <div className={stack()} data-gap="2">
          {boxes(['Label', 'Value', 'Hint'])}
        </div>
      </Section>
      <Section title="Stack, large gap" note="Between sections of a card." code='stack() data-gap="5"'>
        <div className={stack()} data-gap="5">
          {boxes(['Amount', 'Address', 'QR code'])}
        </div>
      </Section>
    </DesignPage>
  ),
};

/** cluster: a row that wraps, start, end or spread between. */
export const Cluster: Story = {
  render: () => (
    <DesignPage width={640}>
      <Section title="Cluster" note="Buttons and tags in a row that wraps onto the next line when it runs out of room." code="cluster()">
        <div className={cluster()} data-gap="2">
          <button type="button" className={button()}>
            Pay
          </button>
          <button type="button" className={button()} data-variant="secondary">
            Open in wallet
          </button>
          <button type="button" className={button()} data-variant="quiet">
            Copy address
          </button>
        </div>
      </Section>
      <Section title="Cluster at the end" note="A form's actions at its end edge (the left edge in Arabic)." code='cluster() data-justify="end"'>
        <div className={cluster()} data-justify="end" data-gap="2">
          <button type="button" className={button()} data-variant="secondary">
            Back
          </button>
          <button type="button" className={button()}>
            Continue
          </button>
        </div>
      </Section>
      <Section title="Cluster spread between" note="A card's title and its status, or a pager's Previous and Next." code='cluster() data-justify="between"'>
        <div className={cluster()} data-justify="between" data-gap="2">
          <button type="button" className={button()} data-variant="quiet" data-size="small">
            Previous
          </button>
          <button type="button" className={button()} data-variant="quiet" data-size="small">
            Next
          </button>
        </div>
      </Section>
    </DesignPage>
  ),
};

/** grid: equal columns at least 16rem wide, one column when the space runs out. */
export const Grid: Story = {
  render: () => (
    <DesignPage width={1040}>
      <Section title="Grid" note="Cards of one width on one grid: three across at 1280 px, one under another at 375 px." code="grid()">
        <div className={grid()} data-gap="4">
          {boxes(['Balances', 'Account status', 'Convert', 'Create a payment link', 'Payment links', 'Transactions'])}
        </div>
      </Section>
    </DesignPage>
  ),
};
