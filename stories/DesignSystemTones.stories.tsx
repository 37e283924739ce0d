import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusIcon, type StatusTone } from '../src/react/internal/StatusIcon';
import { button, cluster, cx, stack, tonedPanel } from '../src/react/styles/base';
import { pillTone, statusPill, type PillTone } from '../src/react/styles/pill';
import { chip as chipStyle } from '../src/dashboard/TransactionList/styles';
import { css, type StyleRule } from '../src/react/styles/stitches';
import { DesignPage, Section } from './support/design-system';

const meta = {
  title: 'Design system/Status tones',
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          '`tonedPanel` with `data-tone` (info when absent, success, warning, danger) and a `StatusIcon` of the same tone first inside: the tint, the bar on the inline-start side and the icon are all in the tone, in light and dark. The words say the status; the colour and the icon only repeat it.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const panel: StyleRule = /* @__PURE__ */ css({
  ...tonedPanel,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '$2',
  alignItems: 'start',
  '& > [data-status-icon]': { marginBlockStart: '0.15em' },
  '& button': { justifySelf: 'start' },
});

/** The filters' count, as TransactionList draws it. */
const count: StyleRule = /* @__PURE__ */ css({
  minWidth: '1.5em',
  padding: '0 $1',
  borderRadius: '$pill',
  background: '$accent',
  color: '$accentText',
  fontSize: '$xs',
  lineHeight: 1.5,
  textAlign: 'center',
});

const title: StyleRule = /* @__PURE__ */ css({ fontWeight: '$bold', lineHeight: '$tight' });

const TONES: { tone: StatusTone; title: string; text: string; action?: string }[] = [
  { tone: 'info', title: 'Waiting for your payment', text: 'Send the exact amount to the address below. This page updates by itself.' },
  { tone: 'success', title: 'Payment received', text: '1,250.00 USDC arrived in 3 confirmations.' },
  { tone: 'warning', title: 'Part of the payment is missing', text: '1,000.00 USDC arrived; 250.00 USDC is still due.' },
  { tone: 'danger', title: 'This payment expired', text: 'Nothing arrived before the timer ran out.', action: 'Start again' },
];

/** The four tones, each a panel with its icon, a bold status line and a sentence. */
export const Panels: Story = {
  render: () => (
    <DesignPage width={560}>
      <Section title="Status panels" note="One rule for every status: tint, bar and icon in the tone.">
        <div className={stack()} data-gap="3">
          {TONES.map(({ tone, title: heading, text, action }) => (
            <div key={tone} className={panel()} data-tone={tone}>
              <StatusIcon tone={tone} />
              <div className={stack()} data-gap="2">
                <p className={title()}>{heading}</p>
                <p>{text}</p>
                {action ? (
                  <button type="button" className={button()} data-variant="secondary" data-size="small">
                    {action}
                  </button>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </Section>
    </DesignPage>
  ),
};

const PILLS: { tone: PillTone; words: string; use: string }[] = [
  { tone: 'success', words: 'Paid', use: 'paid, settled, active' },
  { tone: 'neutral', words: 'Pending', use: 'pending, confirmed: on its way' },
  { tone: 'muted', words: 'Expired', use: 'expired, deactivated: over' },
  { tone: 'danger', words: 'Failed', use: 'failed' },
  { tone: 'warning', words: 'Action needed', use: 'only what the reader must act on' },
];

/**
 * The pills in a column of their own with each one's use beside it; where a use would be squeezed
 * (a phone's docs frame), every use goes under its pill alike: the bases, not the words, decide.
 */
const pillTable: StyleRule = /* @__PURE__ */ css({
  display: 'grid',
  gap: '$3',
  margin: 0,
  '& > div': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$1 $3' },
  '& dt': { flex: '0 0 8.75rem' },
  '& dd': { flex: '1 1 12rem', margin: 0 },
});

/** The status pill of every list and detail, in its five tones (pill.ts): the checkout's waiting pill, toned. */
export const StatusPills: Story = {
  name: 'Status pills',
  render: () => (
    <DesignPage width={560}>
      <Section title="Status pills" note="statusPill with data-tone; none is neutral. Pending is neutral, not a warning.">
        <dl className={pillTable()}>
          {PILLS.map(({ tone, words, use }) => (
            <div key={tone}>
              <dt>
                <span className={statusPill()} data-tone={pillTone(tone)}>
                  {words}
                </span>
              </dt>
              <dd>{use}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </DesignPage>
  ),
};

/** The applied filters on a phone: small secondary buttons rounded as pills, each removing its filter. */
export const FilterChips: Story = {
  name: 'Filter chips',
  render: () => (
    <DesignPage width={375}>
      <Section
        title="Filter chips"
        note="On a phone the filters fold behind one button with their count; each applied one stays in sight as a chip whose × removes it."
      >
        <div className={cluster()}>
          <button type="button" className={button()} data-variant="secondary" data-size="small" aria-expanded="false">
            Filters <span className={count()}>2</span>
          </button>
          {['Status: Settled', 'Currency: USDT'].map((chip) => (
            <button key={chip} type="button" className={cx(button(), chipStyle())} data-variant="secondary" data-size="small" aria-label={`Remove filter ${chip}`}>
              {chip}
              <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ))}
        </div>
      </Section>
    </DesignPage>
  ),
};
