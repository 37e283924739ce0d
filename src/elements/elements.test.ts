import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, createFakeClient, createFetchStub, payments } from '../../test/fixtures/payments';
import { defineElements } from './define';
import { adoptKitStyles, shadowRuleText } from './shadow-styles';
import { customTheme, lightTheme, ruleTexts } from '../react/styles/stitches';
import type { PaykitCheckoutElement } from './types';

const shadow = (element: Element) => within(element.shadowRoot as unknown as HTMLElement);

function checkout(attributes: Record<string, string> = {}): PaykitCheckoutElement {
  const element = document.createElement('paykit-checkout');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('paykit elements', () => {
  // First: the elements are not defined yet in this file's window.
  it('takes properties set before the element was defined (a framework sets them before the script loads)', async () => {
    const client = createFakeClient({ views: [payments.pending] });
    const early = checkout() as unknown as Record<string, unknown>;
    early.client = client;
    early.paymentId = 'pay_pending';
    document.body.append(early as unknown as Element);
    expect(customElements.get('paykit-checkout')).toBeUndefined();

    defineElements();
    expect(await shadow(early as unknown as Element).findByText('125.50 USDT')).toBeInTheDocument();
    expect((early as unknown as HTMLElement).getAttribute('payment-id')).toBe('pay_pending');
    await waitFor(() => expect(client.subscribeCalls).toEqual(['pay_pending']));
  });

  it('renders the component from its attributes into an open shadow root, and follows a changed attribute', async () => {
    defineElements();
    const client = createFakeClient({ views: [payments.pending, payments.underpaid] });
    const element = checkout({ 'payment-id': 'pay_pending', locale: 'de' });
    element.client = client;
    document.body.append(element);
    expect(await shadow(element).findByText('125,50 USDT')).toBeInTheDocument();
    // Nothing leaks into the page's own tree.
    expect(document.body.querySelector('[data-amount]')).toBeNull();
    expect(element.shadowRoot?.querySelector('[part="root"]')).not.toBeNull();

    element.setAttribute('payment-id', 'pay_underpaid');
    await waitFor(() => expect(element.shadowRoot?.querySelector('section')?.getAttribute('data-state')).toBe('underpaid'));
    expect(element.paymentId).toBe('pay_underpaid');
  });

  it('takes a camelCase name written as an attribute, which HTML lowercases (Vue and Svelte do so before the element is defined, and on a server)', async () => {
    defineElements();
    const client = createFakeClient({ views: [payments.pending] });
    const element = checkout({ paymentId: 'pay_pending' });
    element.client = client;
    document.body.append(element);
    expect(element.getAttributeNames()).toContain('paymentid');
    expect(element.paymentId).toBe('pay_pending');
    await waitFor(() => expect(client.subscribeCalls).toEqual(['pay_pending']));
    expect(await shadow(element).findByText('125.50 USDT')).toBeInTheDocument();
  });

  it('reflects string properties to attributes, so :host([theme="dark"]) and the page’s CSS see them', () => {
    defineElements();
    const element = checkout();
    element.theme = 'dark';
    element.paymentId = 'pay_x';
    expect(element.getAttribute('theme')).toBe('dark');
    expect(element.getAttribute('payment-id')).toBe('pay_x');
    element.paymentId = null;
    expect(element.hasAttribute('payment-id')).toBe(false);
    // Token overrides replace the named theme: its attribute goes, so :host([theme="dark"]) no longer applies.
    const tokens = { colors: { accent: '#0a7d4f' } };
    element.theme = tokens;
    expect(element.hasAttribute('theme')).toBe(false);
    expect(element.theme).toBe(tokens);
  });

  it('reports through DOM events that bubble out of the shadow root, with the view as detail', async () => {
    defineElements();
    const client = createFakeClient({ views: [payments.pending] });
    const element = checkout({ 'payment-id': 'pay_pending' });
    element.client = client;
    const seen: Array<{ type: string; detail: unknown; composed: boolean }> = [];
    for (const type of ['paykit-status-change', 'paykit-settled'] as const) {
      document.addEventListener(type, (event) => seen.push({ type, detail: event.detail, composed: event.composed }));
    }
    document.body.append(element);
    await waitFor(() => expect(seen.map((event) => event.type)).toEqual(['paykit-status-change']));
    const settled = advance(payments.pending, 'settled', payments.pending.amount);
    client.push(settled);
    await waitFor(() => expect(seen.map((event) => event.type)).toEqual(['paykit-status-change', 'paykit-status-change', 'paykit-settled']));
    expect(seen[2]).toEqual({ type: 'paykit-settled', detail: settled, composed: true });
  });

  it('reports a missing payment as a fatal paykit-error', async () => {
    defineElements();
    const element = checkout({ 'payment-id': 'pay_gone' });
    element.client = createFakeClient({ missing: ['pay_gone'] });
    const errors: unknown[] = [];
    element.addEventListener('paykit-error', (event) => errors.push(event.detail));
    document.body.append(element);
    await waitFor(() => expect(errors).toEqual([expect.objectContaining({ fatal: true })]));
  });

  it('unmounts when removed (its subscription ends), but keeps its tree when only moved', async () => {
    defineElements();
    const client = createFakeClient({ views: [payments.pending] });
    const element = checkout({ 'payment-id': 'pay_pending' });
    element.client = client;
    document.body.append(element);
    await shadow(element).findByText('125.50 USDT');

    const other = document.createElement('div');
    document.body.append(other);
    other.append(element); // a move: disconnected and connected in one task
    await Promise.resolve();
    expect(client.subscribers('pay_pending')).toBe(1);

    element.remove();
    await waitFor(() => expect(client.subscribers('pay_pending')).toBe(0));
    expect(element.shadowRoot?.querySelector('[data-amount]')).toBeNull();
  });

  it('opens a payment link’s payment when given link-id', async () => {
    defineElements();
    const client = createFakeClient({ views: [payments.pending] });
    const element = checkout({ 'link-id': 'pl_active' });
    element.client = client;
    document.body.append(element);
    expect(await shadow(element).findByText('125.50 USDT')).toBeInTheDocument();
    expect(client.checkoutCalls).toEqual([{ linkId: 'pl_active', resumePaymentId: undefined }]);
  });

  it('leaves the host page’s own styles untouched: the kit’s rules (the --pk-* theme on :root) go to the shadow roots only', async () => {
    defineElements();
    const element = checkout({ 'payment-id': 'pay_pending', theme: 'auto' });
    element.client = createFakeClient({ views: [payments.pending] });
    document.body.append(element);
    await shadow(element).findByText('125.50 USDT');
    await new Promise((resolve) => setTimeout(resolve));
    const documentRules = [...document.styleSheets, ...(document.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(documentRules.filter((rule) => rule.includes('--pk-') || rule.includes('.pk-'))).toEqual([]);
    // The shadow roots have them: 'gives every shadow root one shared constructed sheet' below.
  });

  it('two elements showing one payment through one proxy-url share one connection', async () => {
    defineElements();
    const opened: string[] = [];
    class CountingEventSource extends EventTarget {
      readonly readyState = 0;
      constructor(readonly url: string) {
        super();
        opened.push(url);
        // As the proxy's stream does: open, then the payment's view as a `status` event.
        setTimeout(() => {
          this.dispatchEvent(new Event('open'));
          this.dispatchEvent(new MessageEvent('status', { data: JSON.stringify(payments.pending) }));
        });
      }
      close() {}
    }
    vi.stubGlobal('EventSource', CountingEventSource);
    const fetch = createFetchStub({ views: [payments.pending] });
    vi.stubGlobal('fetch', fetch);
    const before = fetch.calls.length;
    const first = checkout({ 'payment-id': 'pay_pending', 'proxy-url': '/shared-proxy' });
    const second = checkout({ 'payment-id': 'pay_pending', 'proxy-url': '/shared-proxy' });
    document.body.append(first, second);
    await shadow(first).findByText('125.50 USDT');
    await shadow(second).findByText('125.50 USDT');
    expect(opened).toEqual(['/shared-proxy/payments/pay_pending/events']);
    expect(fetch.calls.slice(before).filter((path) => path === '/shared-proxy/payments/pay_pending').length).toBeLessThanOrEqual(1);
  });
});

describe('shadow styles', () => {
  it('moves the light theme’s tokens from :root to the host, where the page’s own rule on the element wins', () => {
    String(lightTheme);
    const theme = ruleTexts().find((rule) => rule.startsWith(`:root,${lightTheme.selector}{`));
    expect(theme).toBeDefined();
    expect(shadowRuleText(theme as string)).toMatch(/^:host\{--pk-colors-surface:#ffffff;.*--pk-colors-accent:#2347c5;/);
    expect(shadowRuleText('.pk-theme-dark{--pk-colors-surface:#15181d}')).toBe(':host([theme="dark"]){--pk-colors-surface:#15181d}');
    expect(shadowRuleText('@media (prefers-color-scheme: dark){.pk-theme-auto{--pk-colors-text:#fff}}')).toBe(
      '@media (prefers-color-scheme: dark){:host([theme="auto"]){--pk-colors-text:#fff}}',
    );
  });

  it('gives every shadow root one shared constructed sheet, holding the rules rendered so far and later', async () => {
    defineElements();
    const element = checkout({ 'payment-id': 'pay_pending' });
    element.client = createFakeClient({ views: [payments.pending] });
    document.body.append(element);
    await shadow(element).findByText('125.50 USDT');
    // jsdom's shadow roots cannot adopt sheets: give two of them the property a browser has.
    const roots = [1, 2].map(() => {
      const root = document.createElement('div').attachShadow({ mode: 'open' });
      Object.defineProperty(root, 'adoptedStyleSheets', { value: [], writable: true });
      adoptKitStyles(root);
      return root;
    });
    const [sheet] = roots[0]!.adoptedStyleSheets;
    expect(roots[1]!.adoptedStyleSheets).toEqual([sheet]);
    const rules = () => [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText);
    expect(rules()).toContain(':host { display: block; }');
    expect(rules().some((rule) => rule.startsWith(':host { --pk-colors-surface'))).toBe(true);
    expect(rules().some((rule) => rule.includes(':root'))).toBe(false);
    // A rule Stitches inserts later (a theme made at run time) reaches the sheet too.
    const custom = customTheme({ colors: { accent: '#8a2c0d' } });
    expect(rules().some((rule) => rule.startsWith(`.${custom}`))).toBe(true);
  });
});
