/// <reference types="vite/client" />
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient, payments } from '../../test/fixtures/payments';
import { de } from '../locales/de';
import { es } from '../locales/es';
import { resetNegotiationWarning } from '../react/i18n/negotiate';
import { defineElements } from './define';
import { ELEMENT_LOCALES } from './element-locales';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  resetNegotiationWarning();
});

/** A pending checkout element with `locale` set, connected; its shadow root to query. */
function checkoutIn(locale: string) {
  defineElements();
  const element = document.createElement('paykit-checkout');
  element.setAttribute('locale', locale);
  element.setAttribute('payment-id', 'pay_pending');
  element.client = createFakeClient({ views: [payments.pending] });
  document.body.append(element);
  return element.shadowRoot as ShadowRoot;
}

/** The widget's label (its checkout.title), once it has rendered. */
async function widgetLabel(shadow: ShadowRoot): Promise<string | null> {
  await within(shadow as unknown as HTMLElement).findByText(/125[.,]50/, {}, { timeout: 4000 });
  return shadow.querySelector('[data-state]')?.getAttribute('aria-label') ?? null;
}

describe('<paykit-checkout locale> speaks the language it names, by the kit’s one negotiation chain', () => {
  it('offers every language under src/locales/', () => {
    const folders = Object.keys(import.meta.glob('../locales/*/index.ts')).map((path) => path.split('/')[2]);
    expect([...ELEMENT_LOCALES].sort()).toEqual(folders.sort());
  });

  it.each([
    ['de-AT', de.messages['checkout.title']],
    ['de', de.messages['checkout.title']],
    ['es_MX', es.messages['checkout.title']],
  ])('locale="%s" shows its words (numbers and dates as the tag says)', async (locale, title) => {
    const warn = vi.spyOn(console, 'warn');
    expect(await widgetLabel(checkoutIn(locale))).toBe(title);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a language paykit does not ship keeps the English words, with one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await widgetLabel(checkoutIn('xx-YY'))).toBe('Payment');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('<paykit-checkout locale> as WordPress writes it', () => {
  it('locale="en_US" (get_locale()) shows the amount and the countdown, and nothing throws', async () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    defineElements();
    const element = document.createElement('paykit-checkout');
    element.setAttribute('locale', 'en_US');
    element.setAttribute('payment-id', 'pay_pending');
    element.client = createFakeClient({ views: [payments.pending] });
    document.body.append(element);
    const shadow = within(element.shadowRoot as unknown as HTMLElement);
    expect(await shadow.findByText('125.50 USDT', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(shadow.getByRole('timer').textContent).not.toBe('');
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
