import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusIcon, type StatusTone } from '../src/react/internal/StatusIcon';
import { button, stack, tonedPanel } from '../src/react/styles/base';
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
