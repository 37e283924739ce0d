/**
 * The forms' classes must all be in paykit/styles.css (under a strict CSP the file is the only
 * way styles arrive). The sheet is taken before anything renders; then every state is rendered.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFormsClient, FORMS_NOW, offline, overAllocatedKyb, trustKyb, validKyc } from '../../../../test/fixtures/onboarding-forms';
import { renderWithPaykit } from '../../../../test/fixtures/render';
import { baseStylesheet } from '../../stylesheet';
import { getCssText } from '../../styles/stitches';
import { KybForm } from '../KybForm/KybForm';
import { KycForm } from '../KycForm/KycForm';

const sheet = baseStylesheet();
const CLASS = /\bpk-[tck]-[A-Za-z0-9]+/g;

vi.setConfig({ testTimeout: 30_000 });

function classesInDocument(): Set<string> {
  const found = new Set<string>();
  for (const element of document.querySelectorAll('[class]')) {
    for (const name of (element.getAttribute('class') ?? '').split(/\s+/)) if (/^pk-[tck]-/.test(name)) found.add(name);
  }
  return found;
}

describe('the forms in the base style sheet', () => {
  it('covers every class of every form state (themes only swap variables)', async () => {
    const user = userEvent.setup({ delay: null });
    // A KYC form whose submission fails (the retry notice) and a KYB form with errors, the
    // summary, the trust note and an over-100% total: between them every part is on screen.
    renderWithPaykit(
      <>
        <KycForm draftKey="sent" defaultValues={validKyc} />
        <KybForm draftKey="over" defaultValues={{ ...overAllocatedKyb, business_type: 'trust' }} />
      </>,
      { client: createFormsClient({ error: offline() }), now: () => FORMS_NOW },
    );
    for (const button of document.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) await user.click(button);
    await waitFor(() => expect(screen.getByText('Try again')).toBeInTheDocument());
    expect(document.querySelector('[data-part="error-summary"]')).not.toBeNull();
    expect(document.querySelector('[data-part="trust-note"]')).not.toBeEmptyDOMElement();
    const used = classesInDocument();
    expect(used.size).toBeGreaterThan(15);
    expect([...used].filter((name) => !sheet.includes(name))).toEqual([]);
    const after = new Set(getCssText().match(CLASS));
    const before = new Set(sheet.match(CLASS));
    expect([...after].filter((name) => !before.has(name))).toEqual([]);
  });

  it('uses no inline style attributes (strict CSP)', () => {
    renderWithPaykit(
      <>
        <KycForm />
        <KybForm defaultValues={trustKyb} />
      </>,
      { now: () => FORMS_NOW },
    );
    expect(document.querySelectorAll('[style]')).toHaveLength(0);
  });
});
