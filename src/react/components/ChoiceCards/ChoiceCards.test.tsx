/** Selectable cards: a native radio group whose cards carry the choice, its help and its state. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { createOnboardingBackend } from '../../../../test/fixtures/onboarding';
import { describe, expect, it } from 'vitest';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { ChoiceCards } from './ChoiceCards';

function Question({ error, legendHidden }: { error?: string; legendHidden?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <ChoiceCards<'a' | 'b'>
      path="plan"
      legend="Choose a plan"
      legendHidden={legendHidden}
      error={error}
      value={value}
      options={[
        { value: 'a', title: 'Monthly', description: 'Pay each month.' },
        { value: 'b', title: 'Yearly', description: 'Two months free.' },
      ]}
      onChange={setValue}
    />
  );
}

const view = (ui: ReactElement) => render(<PaykitProvider client={createOnboardingBackend().client}>{ui}</PaykitProvider>);
const card = (name: string) => screen.getByRole('radio', { name }).parentElement!;

describe('ChoiceCards', () => {
  it('is one radio group: each card’s title names its radio, its line of help describes it, the first carries the field’s id', () => {
    view(<Question />);
    const group = screen.getByRole('group', { name: 'Choose a plan' });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAccessibleDescription('Pay each month.');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('id', 'plan');
    expect(new Set(screen.getAllByRole('radio').map((radio) => radio.getAttribute('name')))).toEqual(new Set(['plan']));
    expect(group).not.toHaveAttribute('data-invalid');
  });

  it('marks the chosen card (arrow keys move the choice, as in any radio group)', async () => {
    const user = userEvent.setup();
    view(<Question />);
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(card('Monthly')).toHaveAttribute('data-checked', 'true');
    expect(card('Yearly')).not.toHaveAttribute('data-checked');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(card('Yearly')).toHaveAttribute('data-checked', 'true');
    expect(card('Monthly')).not.toHaveAttribute('data-checked');
  });

  it('says an error under the cards and ties it to the group', () => {
    view(<Question error="Choose a plan to continue" />);
    const group = screen.getByRole('group', { name: 'Choose a plan' });
    expect(group).toHaveAttribute('data-invalid', 'true');
    expect(group).toHaveAccessibleDescription(/Choose a plan to continue/);
  });

  it('can leave the question to a heading above it: the legend stays for screen readers', () => {
    view(<Question legendHidden />);
    expect(screen.getByRole('group', { name: 'Choose a plan' })).toBeInTheDocument();
  });
});
