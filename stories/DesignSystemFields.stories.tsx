import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ChoiceCards } from '../src/react/components/ChoiceCards/ChoiceCards';
import { button, cluster, fieldControl, stack } from '../src/react/styles/base';
import { css, type StyleRule } from '../src/react/styles/stitches';
import { DesignPage, Section } from './support/design-system';

const meta = {
  title: 'Design system/Fields',
  tags: ['autodocs'],
  // Edge to edge: the page draws its own margin, and a docs page on a phone gives it the whole frame.
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          '`fieldControl` from src/react/styles, spread into every input, select and date part: one height ($control, 44 px), one border ($border, 3:1), one invalid state (`aria-invalid="true"`). Labels sit above their control, $sm at 500.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// Widths only: the look is fieldControl's.
const textInput: StyleRule = /* @__PURE__ */ css({ ...fieldControl });
const select: StyleRule = /* @__PURE__ */ css({ ...fieldControl, width: '12rem', maxWidth: '100%' });
const datePart: StyleRule = /* @__PURE__ */ css({
  ...fieldControl,
  width: 'calc(3ch + 2 * $space$3 + 2px)',
  '&[data-part="year"]': { width: 'calc(5ch + 2 * $space$3 + 2px)' },
});

// Controls line up on their bottom edge, under labels (and messages) of any length.
const row: StyleRule = /* @__PURE__ */ css({ alignItems: 'end' });
// A field never wider than its row, so the 16rem input narrows in a phone's docs frame instead of scrolling it.
const fieldBox: StyleRule = /* @__PURE__ */ css({ width: '16rem', maxWidth: '100%' });

const label: StyleRule = /* @__PURE__ */ css({ fontSize: '$sm', fontWeight: '$medium', color: '$text' });
const hint: StyleRule = /* @__PURE__ */ css({ fontSize: '$sm', color: '$muted' });
const error: StyleRule = /* @__PURE__ */ css({ margin: 0, fontSize: '$sm', fontWeight: '$semibold', color: '$danger' });
const fieldset: StyleRule = /* @__PURE__ */ css({ margin: 0, padding: 0, border: 0, minWidth: 0, '& legend': { padding: 0, marginBlockEnd: '$2' } });

function Fields({ invalid = false }: { invalid?: boolean }) {
  const id = invalid ? 'invalid' : 'valid';
  return (
    <div className={`${cluster()} ${row()}`} data-gap="4">
      <div className={`${stack()} ${fieldBox()}`} data-gap="2">
        <label className={label()} htmlFor={`${id}-name`}>
          Full name
        </label>
        {invalid ? (
          <p id={`${id}-name-error`} className={error()}>
            Enter your full name as on your ID
          </p>
        ) : null}
        <input
          id={`${id}-name`}
          className={textInput()}
          defaultValue={invalid ? '' : 'Ada Lovelace'}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-name-error` : undefined}
          autoComplete="off"
        />
      </div>
      <div className={stack()} data-gap="2">
        <label className={label()} htmlFor={`${id}-country`}>
          Country
        </label>
        <select id={`${id}-country`} className={select()} defaultValue="AU">
          <option value="AU">Australia</option>
          <option value="NZ">New Zealand</option>
        </select>
      </div>
      <fieldset className={fieldset()}>
        <legend className={label()}>Date of birth</legend>
        <div className={cluster()} data-gap="2">
          {(['day', 'month', 'year'] as const).map((part) => (
            <input
              key={part}
              className={datePart()}
              data-part={part}
              aria-label={part[0]!.toUpperCase() + part.slice(1)}
              inputMode="numeric"
              defaultValue={invalid ? '' : { day: '10', month: '12', year: '1985' }[part]}
              autoComplete="off"
            />
          ))}
        </div>
      </fieldset>
      <button type="button" className={button()}>
        Save
      </button>
    </div>
  );
}

/** Text, select and date parts side by side share one height with the button beside them. */
export const ControlRow: Story = {
  render: () => (
    <DesignPage width={880}>
      <Section title="One height" note="Text, select, the three date parts and a button: 44 px, one border, one radius.">
        <Fields />
      </Section>
      <Section title="Invalid" note="The border turns $danger and thickens inward, so nothing moves." code='aria-invalid="true"'>
        <Fields invalid />
      </Section>
      <p className={hint()}>Labels above controls: they never squeeze a value, at any width.</p>
    </DesignPage>
  ),
};

// 24 px outlines in the text's stroke, as the account type's.
const mark = (d: string) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
    <path d={d} />
  </svg>
);

function Cards({ initial = '', error, path }: { initial?: string; error?: string; path: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceCards
      path={path}
      legend="Who is the account for?"
      error={error}
      value={value}
      onChange={setValue}
      options={[
        {
          value: 'individual',
          title: 'Individual',
          description: 'A personal account in your own name.',
          icon: mark('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0'),
        },
        {
          value: 'business',
          title: 'Business',
          description: 'A company, partnership, sole trader or trust.',
          icon: mark('M4 21V3h10v18M14 9h6v12M2 21h20M8 7h2M8 11h2M8 15h2'),
        },
      ]}
    />
  );
}

/** A radio group drawn as cards: the account type, and any short either/or with a line of help each. */
export const SelectableCards: Story = {
  render: () => (
    <DesignPage width={880}>
      <Section
        title="Selectable cards"
        note="A native radio in each card: one Tab stop, arrow keys move the choice, the whole card is the target. Side by side when each has room, stacked on a phone."
        code="<ChoiceCards>"
      >
        <Cards path="cards-empty" />
      </Section>
      <Section title="Chosen" note="The edge turns the accent, two pixels wide without moving anything.">
        <Cards path="cards-chosen" initial="business" />
      </Section>
      <Section title="Invalid" note="Nothing chosen on Continue: the error under the cards, tied to the group.">
        <Cards path="cards-invalid" error="Select who the account is for" />
      </Section>
    </DesignPage>
  ),
};
