/** The KYC and KYB form stories' frame: a scripted fake proxy per story, clean drafts, a submit play. */
import type { Decorator } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { userEvent, within } from 'storybook/test';
import { createFormsClient, type Answer } from '../../test/fixtures/onboarding-forms';
import { StoryProvider } from './globals';
import { storyWords } from './play';

export interface FormsParameters {
  /** What the fake proxy answers to the submissions, in order (default: accepted). */
  answers?: Answer[];
  width?: number;
}

/** Drafts live in sessionStorage: each story starts clean, whatever was typed in another. */
function clearDrafts() {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith('paykit:draft:')) sessionStorage.removeItem(key);
}

function Frame({ parameters, width, children }: { parameters: FormsParameters; width: number; children: ReactNode }) {
  useState(clearDrafts);
  const client = useMemo(() => createFormsClient(...(parameters.answers ?? [])), [parameters]);
  return (
    <StoryProvider client={client}>
      <div style={{ width: parameters.width ?? width, maxWidth: '100%' }}>{children}</div>
    </StoryProvider>
  );
}

/** Each story gets its own fake proxy client (no server), scripted by `parameters.forms`. */
export function withFormsProxy(width: number): Decorator {
  return (Story, context) => (
    <Frame parameters={(context.parameters.forms ?? {}) as FormsParameters} width={width}>
      <Story />
    </Frame>
  );
}

/** Presses the form's submit button, as a person would, in the toolbar's language. */
export async function submit({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Record<string, unknown> }) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: storyWords(globals).t('forms.submit') }));
}

/**
 * Presses one owner row's button ("forms.owner.edit", "forms.owner.remove" in the row's "⋯" menu,
 * or "forms.owner.more" to leave that menu open), in the toolbar's language.
 */
export function pressOwner(index: number, key: 'forms.owner.edit' | 'forms.owner.remove' | 'forms.owner.more') {
  return async ({ canvasElement, globals }: { canvasElement: HTMLElement; globals: Record<string, unknown> }) => {
    const row = canvasElement.querySelector<HTMLElement>(`li[data-owner="${index}"]`);
    if (!row) throw new Error(`no owner ${index}`);
    if (key !== 'forms.owner.edit') await userEvent.click(within(row).getByRole('button', { expanded: false }));
    if (key !== 'forms.owner.more') await userEvent.click(within(row).getByRole('button', { name: new RegExp(`^${storyWords(globals).t(key)}`) }));
  };
}
