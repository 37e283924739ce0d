import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { button, cluster, inlineLink } from '../src/react/styles/base';
import { css, type StyleRule } from '../src/react/styles/stitches';
import { caption, DesignPage, Section } from './support/design-system';

const meta = {
  title: 'Design system/Buttons',
  tags: ['autodocs'],
  // Edge to edge: the page draws its own margin, and a docs page on a phone gives it the whole frame.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The kit\'s one button family, `button()` from src/react/styles: primary by default; `data-variant` = `secondary`, `quiet` or `destructive`; `data-size="small"`; `data-shape="icon"` (with an aria-label); `data-width="full"`. A link (`inlineLink`) is for navigation inside prose. docs/design.md says which role to give an action.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const VARIANTS = [
  { variant: undefined, role: 'Primary', label: 'Continue', use: 'The one main action of a card or step.' },
  { variant: 'secondary', role: 'Secondary', label: 'Cancel', use: 'The alternatives beside it.' },
  { variant: 'quiet', role: 'Quiet', label: 'Copy', use: 'Low-emphasis actions repeated in rows: copy, page navigation, Back.' },
  { variant: 'destructive', role: 'Destructive', label: 'Deactivate', use: 'Removes or deactivates something.' },
] as const;

const attribute = (variant: string | undefined) => (variant ? `data-variant="${variant}"` : 'button() alone');

/** Every role at both sizes, enabled and disabled. */
export const Variants: Story = {
  render: () => (
    <DesignPage width={720}>
      {VARIANTS.map(({ variant, role, label, use }) => (
        <Section key={role} title={role} note={use} code={attribute(variant)}>
          <div className={cluster()} data-gap="3">
            <button type="button" className={button()} data-variant={variant}>
              {label}
            </button>
            <button type="button" className={button()} data-variant={variant} data-size="small">
              {label}
            </button>
            <button type="button" className={button()} data-variant={variant} disabled>
              {label}
            </button>
            <button type="button" className={button()} data-variant={variant} data-size="small" disabled>
              {label}
            </button>
          </div>
        </Section>
      ))}
      <p className={caption()}>Each row: default, small (data-size=&quot;small&quot;), disabled, small disabled.</p>
    </DesignPage>
  ),
};

const icon: StyleRule = /* @__PURE__ */ css({ width: '1.25em', height: '1.25em', flexShrink: 0 });

function CopyIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={icon()}>
      <path
        fill="currentColor"
        d="M7 2a2 2 0 0 0-2 2v1H4a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-1h1a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2Zm0 2h7v9h-1V7a2 2 0 0 0-2-2H7Zm-3 3h7v9H4Z"
      />
    </svg>
  );
}

function MoreIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={icon()}>
      <path fill="currentColor" d="M4 8.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm6 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z" />
    </svg>
  );
}

/** Square buttons that hold only an icon: the aria-label is their name. Icons beside a label too. */
export const IconButtons: Story = {
  render: () => (
    <DesignPage width={720}>
      <Section title="Icon only" note="With an aria-label: 44 px square, 36 px when small." code='data-shape="icon"'>
        <div className={cluster()} data-gap="3">
          {VARIANTS.map(({ variant, role }) => (
            <button key={role} type="button" className={button()} data-variant={variant} data-shape="icon" aria-label={`Copy (${role.toLowerCase()})`}>
              <CopyIcon />
            </button>
          ))}
          <button type="button" className={button()} data-variant="quiet" data-shape="icon" data-size="small" aria-label="More actions">
            <MoreIcon />
          </button>
        </div>
      </Section>
      <Section title="Icon and label" note="The icon comes first, $2 from the label.">
        <div className={cluster()} data-gap="3">
          <button type="button" className={button()} data-variant="secondary">
            <CopyIcon />
            Copy address
          </button>
          <button type="button" className={button()} data-variant="quiet" data-size="small">
            <CopyIcon />
            Copy
          </button>
        </div>
      </Section>
      <Section title="Full width" note="The one action at the foot of a narrow card." code='data-width="full"'>
        <button type="button" className={button()} data-width="full">
          Open in wallet
        </button>
      </Section>
    </DesignPage>
  ),
};

/** The focus ring: the focus colour between two halo bands, on every variant. */
export const Focused: Story = {
  render: () => (
    <DesignPage width={720}>
      <Section title="Focus ring" note="2 px in $focus, 2 px off the edge, inside a 6 px halo of $focusHalo: visible on light, dark and brand surfaces.">
        <div className={cluster()} data-gap="4">
          {VARIANTS.map(({ variant, role, label }) => (
            <button key={role} type="button" className={button()} data-variant={variant} data-focus-demo={role}>
              {label}
            </button>
          ))}
        </div>
      </Section>
    </DesignPage>
  ),
  play: async ({ canvasElement }) => {
    // Focus by script with no pointer used: the browser shows the keyboard's ring (:focus-visible).
    (await within(canvasElement).findByRole('button', { name: 'Continue' })).focus();
  },
};

const link: StyleRule = /* @__PURE__ */ css({ ...inlineLink });

/** A link navigates inside prose; an action is a button, and a navigation link among actions wears one. */
export const LinksAndButtons: Story = {
  render: () => (
    <DesignPage width={720}>
      <Section title="Link in prose" note="Underlined, in the accent: it goes somewhere." code="inlineLink">
        <p>
          Paid links stay in the list for a year. Read{' '}
          <a className={link()} href="#fees">
            how fees are charged
          </a>{' '}
          before you share one.
        </p>
      </Section>
      <Section title="A row of actions" note="A navigation link among buttons wears button() so the row is uniform, never underlined.">
        <div className={cluster()} data-gap="2">
          <button type="button" className={button()} data-variant="secondary" data-size="small">
            Copy link
          </button>
          <a className={button()} data-variant="quiet" data-size="small" href="#open">
            Open page
          </a>
        </div>
      </Section>
      <p className={caption()}>More than two actions in a row: an overflow menu (a quiet icon button with aria-expanded and a list of buttons).</p>
    </DesignPage>
  ),
};
