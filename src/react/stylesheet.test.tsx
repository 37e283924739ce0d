/**
 * paykit/styles.css must hold every rule the components use: under a strict CSP that file
 * is the only way styles reach the page. The sheet is taken before anything renders, then
 * every state of every component is rendered and each class it uses must be in it.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeClient, links, paymentFixtures } from '../../test/fixtures/payments';
import { renderWithPaykit } from '../../test/fixtures/render';
import { CheckoutWidget } from './components/CheckoutWidget/CheckoutWidget';
import { PaymentLinkButton } from './components/PaymentLinkButton/PaymentLinkButton';
import { baseStylesheet } from './stylesheet';
import { manifestRule, readManifest, ruleHash } from './styles/sheet-manifest';
import { getCssText, ruleTexts } from './styles/stitches';

const sheet = baseStylesheet();
const CLASS = /\bpk-[tck]-[A-Za-z0-9]+|\bpk-theme-[a-z]+/g;

function classesInDocument(): Set<string> {
  const found = new Set<string>();
  for (const element of document.querySelectorAll('[class]')) {
    for (const name of (element.getAttribute('class') ?? '').split(/\s+/)) if (/^pk-(?:[tck]-|theme-)/.test(name)) found.add(name);
  }
  return found;
}

describe('the base style sheet (paykit/styles.css)', () => {
  it('opens with the manifest of every rule after it, so a page that loads it gets none of them twice', () => {
    const rules = ruleTexts();
    expect(sheet).toBe(manifestRule(rules) + rules.join(''));
    expect(readManifest(sheet.slice(sheet.indexOf('"'), sheet.indexOf('}'))).size).toBe(new Set(rules.map(ruleHash)).size);
    expect(sheet).not.toContain('--sxs');
    expect(sheet).toContain('--pk-colors-accent');
    expect(sheet).toContain('.pk-theme-dark');
    expect(sheet).toContain('.pk-theme-auto');
    expect(sheet).toContain('prefers-reduced-motion');
  });

  it('covers every class of every component state and theme', async () => {
    const user = userEvent.setup();
    const views = Object.values(paymentFixtures());
    const client = createFakeClient({ views, missing: ['pay_missing'] });
    for (const theme of ['light', 'dark', 'auto'] as const) {
      const { unmount } = renderWithPaykit(
        <>
          {[...views.map((view) => view.payment_id), 'pay_loading', 'pay_missing'].map((id) => (
            <CheckoutWidget key={id} paymentId={id} onRestart={() => {}} />
          ))}
          {Object.values(links).map((link) => (
            <PaymentLinkButton key={link.id} link={link} mode="overlay" />
          ))}
          <PaymentLinkButton linkId="pl_loading_forever" />
        </>,
        { client, theme },
      );
      act(() => client.emit('pay_pending', { type: 'connection', state: 'reconnecting' }));
      await user.click(screen.getAllByRole('button', { name: 'Copy address' })[0]!);
      await user.click(screen.getAllByRole('button', { name: 'Pay 49.90 USDT' })[0]!);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      const used = classesInDocument();
      expect(used.size).toBeGreaterThan(10);
      const missing = [...used].filter((name) => !sheet.includes(name));
      expect(missing).toEqual([]);
      unmount();
    }
    // Rendering added no rule the sheet did not already have.
    const after = new Set(getCssText().match(CLASS));
    const before = new Set(sheet.match(CLASS));
    expect([...after].filter((name) => !before.has(name))).toEqual([]);
    // Renders every state in three themes: slow on a loaded 2-core machine, not a timing claim.
  }, 30_000);
});
