import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeClient, payments } from '../../test/fixtures/payments';
import { axeViolations } from '../../test/support/axe-dom';
import { PaykitApiError, PaykitConnectionError } from '../shared/errors';
import { defineElements } from './define';
import { elementClass } from './element-class';
import type { Renderer } from './renderer';
import { ELEMENT_SPECS } from './specs';
import type { PaykitErrorDetail } from './types';

const shadow = (element: Element) => within(element.shadowRoot as unknown as HTMLElement);

/** An element on the page with a client and its attributes, and every paykit-error it reports. */
function mount(tag: string, attributes: Record<string, string>, client = createFakeClient({ views: [payments.pending] })) {
  defineElements();
  const element = document.createElement(tag) as HTMLElement & { client: unknown };
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.client = client;
  const errors: PaykitErrorDetail[] = [];
  element.addEventListener('paykit-error', (event) => errors.push(event.detail));
  document.body.append(element);
  return { element, errors, client };
}

const fallback = (element: Element) => element.shadowRoot?.querySelector('[data-state="error"]');

afterEach(() => document.body.replaceChildren());

describe('an element that cannot show what it was given shows words, never a blank box', () => {
  it('a link whose checkout cannot reach the server (a CORS refusal reads so): the words, an alert, "Try again" that tries again, and a fatal paykit-error', async () => {
    const client = createFakeClient({ views: [payments.pending] });
    const checkout = vi.spyOn(client, 'checkout').mockRejectedValueOnce(new PaykitConnectionError('could not reach the server (Failed to fetch)'));
    const { element, errors } = mount('paykit-checkout', { 'link-id': 'pl_active' }, client);
    const alert = await shadow(element).findByRole('alert');
    expect(alert).toHaveTextContent('the connection to the server failed');
    expect(fallback(element)?.getAttribute('data-error')).toBe('unreachable');
    expect(fallback(element)?.getAttribute('part')).toBe('root');
    expect(errors).toEqual([{ error: expect.any(PaykitConnectionError), fatal: true }]);
    expect(await axeViolations(element.shadowRoot as unknown as Element)).toEqual([]);

    fireEvent.click(shadow(element).getByRole('button', { name: 'Try again' }));
    expect(await shadow(element).findByText('125.50 USDT')).toBeInTheDocument();
    expect(checkout).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1);
  });

  it('a server failure (5xx) offers "Try again"; a failed try is reported and announced again', async () => {
    const { element, errors, client } = mount(
      'paykit-checkout',
      { 'link-id': 'pl_broken' },
      createFakeClient({ views: [payments.pending], brokenLinks: ['pl_broken'] }),
    );
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('The server could not answer just now.');
    const button = shadow(element).getByRole('button', { name: 'Try again' });
    fireEvent.click(button);
    await waitFor(() => expect(errors).toHaveLength(2));
    expect(errors.every((detail) => detail.fatal)).toBe(true);
    expect(client.checkoutCalls).toHaveLength(2);
    // The same button, still focusable, and a new alert.
    expect(shadow(element).getByRole('button', { name: 'Try again' })).toBe(button);
    expect(shadow(element).getByRole('alert')).toHaveTextContent('The server could not answer just now.');
  });

  it('an unknown link (404): the words, no "Try again"', async () => {
    const { element, errors } = mount('paykit-checkout', { 'link-id': 'pl_unknown' });
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('This payment could not be found.');
    expect(shadow(element).queryByRole('button')).toBeNull();
    expect(errors).toEqual([{ error: expect.objectContaining({ status: 404 }), fatal: true }]);
  });

  it('a link already paid or expired (409 link_not_active) says the link is no longer available', async () => {
    const { element } = mount('paykit-checkout', { 'link-id': 'pl_paid' });
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('This payment link is no longer available.');
    expect(shadow(element).queryByRole('button')).toBeNull();
  });

  it('any other refusal (403): the words, no "Try again"', async () => {
    const client = createFakeClient({ views: [payments.pending] });
    vi.spyOn(client, 'checkout').mockRejectedValue(
      new PaykitApiError({ status: 403, code: 'origin_not_allowed', message: 'This origin may not call the payment proxy' }),
    );
    const { element } = mount('paykit-checkout', { 'link-id': 'pl_active' }, client);
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('This payment cannot be shown here.');
    expect(shadow(element).queryByRole('button')).toBeNull();
  });

  it.each([
    ['neither payment-id nor link-id', {}],
    ['a malformed link-id', { 'link-id': '../../etc/passwd' }],
    ['a malformed payment-id', { 'payment-id': 'pay_<script>' }],
    ['a payment-id that is not a payment’s', { 'payment-id': 'pl_active' }],
  ])('%s: the page’s mistake, said to the payer, reported once, nothing asked of the proxy', async (_, attributes) => {
    const { element, errors, client } = mount('paykit-checkout', attributes);
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('the page is not set up correctly');
    expect(shadow(element).queryByRole('button')).toBeNull();
    element.setAttribute('theme', 'dark');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual([{ error: expect.objectContaining({ name: 'PaykitAttributeError' }), fatal: true }]);
    expect(client.checkoutCalls).toEqual([]);
    expect(client.subscribeCalls).toEqual([]);
  });

  it('the payment id set after the mistake shows the payment', async () => {
    const { element } = mount('paykit-checkout', {});
    await shadow(element).findByRole('alert');
    element.setAttribute('payment-id', 'pay_pending');
    expect(await shadow(element).findByText('125.50 USDT')).toBeInTheDocument();
  });

  it('<paykit-payment-link-button> without a link id says so instead of showing nothing', async () => {
    const { element, errors } = mount('paykit-payment-link-button', {});
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('the page is not set up correctly');
    expect(errors).toEqual([{ error: expect.objectContaining({ name: 'PaykitAttributeError' }), fatal: true }]);
  });

  it('in the element’s language: the words come from the catalogue', async () => {
    const { fr } = await import('../locales/fr');
    const { element } = mount('paykit-checkout', {});
    (element as unknown as { locale: unknown }).locale = fr;
    expect(await shadow(element).findByRole('alert')).toHaveTextContent('la page n’est pas configurée correctement');
  });
});

describe('an element whose component could not be loaded (the script’s chunk, over the network)', () => {
  it('shows the words and "Try again", which loads it again; every element (onboarding, dashboard) shares it', async () => {
    const spec = ELEMENT_SPECS.find((candidate) => candidate.tag === 'paykit-balances')!;
    const rendered: Renderer = () => <p>balances shown</p>;
    const load = vi.fn<() => Promise<Renderer>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(rendered);
    customElements.define('paykit-test-balances', elementClass(spec, load, HTMLElement));
    const element = document.createElement('paykit-test-balances');
    const errors: PaykitErrorDetail[] = [];
    element.addEventListener('paykit-error', (event) => errors.push(event.detail));
    document.body.append(element);

    expect(await shadow(element).findByRole('alert')).toHaveTextContent('the connection to the server failed');
    expect(errors).toEqual([{ error: expect.any(TypeError), fatal: true }]);
    fireEvent.click(shadow(element).getByRole('button', { name: 'Try again' }));
    expect(await shadow(element).findByText('balances shown')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
