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

/** The fallback's alert; the first render loads the tag's renderer, slow on a busy test machine. */
const alertOf = (element: Element) => shadow(element).findByRole('alert', {}, { timeout: 5000 });

const fallback = (element: Element) => element.shadowRoot?.querySelector('[data-error]');

afterEach(() => document.body.replaceChildren());

describe('an element that cannot show what it was given shows words, never a blank box', () => {
  it('a link whose checkout cannot reach the server (a CORS refusal reads so): the words, an alert, "Try again" that tries again, and a fatal paykit-error', async () => {
    const client = createFakeClient({ views: [payments.pending] });
    const checkout = vi.spyOn(client, 'request').mockRejectedValueOnce(new PaykitConnectionError('could not reach the server (Failed to fetch)'));
    const { element, errors } = mount('paykit-checkout', { 'link-id': 'pl_active' }, client);
    const alert = await alertOf(element);
    expect(alert).toHaveTextContent('Could not connect.');
    expect(fallback(element)?.getAttribute('data-error')).toBe('unreachable');
    expect(fallback(element)?.getAttribute('part')).toBe('root');
    expect(errors).toEqual([{ error: expect.any(PaykitConnectionError), fatal: true }]);
    expect(await axeViolations(element.shadowRoot as unknown as Element)).toEqual([]);

    fireEvent.click(shadow(element).getByRole('button', { name: 'Try again' }));
    expect(await shadow(element).findByText('125.50 USDT', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(checkout).toHaveBeenCalledTimes(2);
    expect(errors).toHaveLength(1);
  });

  it('a server failure (5xx) offers "Try again"; a failed try is reported and announced again', async () => {
    const { element, errors, client } = mount(
      'paykit-checkout',
      { 'link-id': 'pl_broken' },
      createFakeClient({ views: [payments.pending], brokenLinks: ['pl_broken'] }),
    );
    expect(await alertOf(element)).toHaveTextContent('The server is not answering.');
    fireEvent.click(shadow(element).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(errors).toHaveLength(2));
    expect(errors.every((detail) => detail.fatal)).toBe(true);
    expect(client.checkoutCalls).toHaveLength(2);
    expect(await alertOf(element)).toHaveTextContent('The server is not answering.');
    expect(shadow(element).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('an unknown link (404): the words, no "Try again"', async () => {
    const { element, errors } = mount('paykit-checkout', { 'link-id': 'pl_unknown' });
    expect(await alertOf(element)).toHaveTextContent('This payment could not be found.');
    expect(shadow(element).queryByRole('button')).toBeNull();
    expect(errors).toEqual([{ error: expect.objectContaining({ status: 404 }), fatal: true }]);
  });

  it('a link already paid or expired (409): the words, whom to ask, no "Try again"', async () => {
    const { element } = mount('paykit-checkout', { 'link-id': 'pl_paid' });
    expect(await alertOf(element)).toHaveTextContent('This payment could not be loaded.');
    expect(shadow(element).getByText('Please contact the merchant.')).toBeInTheDocument();
    expect(shadow(element).queryByRole('button')).toBeNull();
  });

  it('any other refusal (403): the words, no "Try again"', async () => {
    const client = createFakeClient({ views: [payments.pending] });
    vi.spyOn(client, 'request').mockRejectedValue(
      new PaykitApiError({ status: 403, code: 'origin_not_allowed', message: 'This origin may not call the payment proxy' }),
    );
    const { element } = mount('paykit-checkout', { 'link-id': 'pl_active' }, client);
    expect(await alertOf(element)).toHaveTextContent('This payment could not be loaded.');
    expect(shadow(element).queryByRole('button')).toBeNull();
  });

  it.each([
    ['neither payment-id nor link-id', {}],
    ['a malformed link-id', { 'link-id': '../../etc/passwd' }],
    ['a malformed payment-id', { 'payment-id': 'pay_<script>' }],
    ['a payment-id that is not a payment’s', { 'payment-id': 'pl_active' }],
  ])('%s: the page’s mistake, said to the payer, reported once, nothing asked of the proxy', async (_, attributes) => {
    const { element, errors, client } = mount('paykit-checkout', attributes);
    expect(await alertOf(element)).toHaveTextContent('This page is not set up correctly.');
    expect(shadow(element).queryByRole('button')).toBeNull();
    expect(shadow(element).getByText('Please contact the merchant.')).toBeInTheDocument();
    expect(errors).toEqual([{ error: expect.objectContaining({ name: 'PaykitAttributeError' }), fatal: true }]);
    expect(client.checkoutCalls).toEqual([]);
    expect(client.subscribeCalls).toEqual([]);
  });

  it('an unknown payment-id (404): the words, no "Try again"', async () => {
    const { element, errors } = mount('paykit-checkout', { 'payment-id': 'pay_gone' }, createFakeClient({ missing: ['pay_gone'] }));
    expect(await alertOf(element)).toHaveTextContent('This payment could not be found.');
    expect(shadow(element).queryByRole('button')).toBeNull();
    expect(errors).toEqual([{ error: expect.objectContaining({ status: 404 }), fatal: true }]);
  });

  it('the payment id set after the mistake shows the payment', async () => {
    const { element } = mount('paykit-checkout', {});
    await alertOf(element);
    element.setAttribute('payment-id', 'pay_pending');
    expect(await shadow(element).findByText('125.50 USDT', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('<paykit-payment-link-button> without a link id says so instead of showing nothing', async () => {
    const { element, errors } = mount('paykit-payment-link-button', {});
    expect(await alertOf(element)).toHaveTextContent('This page is not set up correctly.');
    expect(errors).toEqual([{ error: expect.objectContaining({ name: 'PaykitAttributeError' }), fatal: true }]);
  });

  it('in the element’s language: the words come from the catalogue', async () => {
    const { fr } = await import('../locales/fr');
    const { element } = mount('paykit-checkout', {});
    (element as unknown as { locale: unknown }).locale = fr;
    expect(await alertOf(element)).toHaveTextContent('Cette page n’est pas configurée correctement.');
  });
});

describe('an element whose component could not be loaded (the script’s chunk, over the network)', () => {
  it('shows the words and "Try again", which loads it again; every element (onboarding, dashboard) shares it', async () => {
    const spec = ELEMENT_SPECS.find((candidate) => candidate.tag === 'paykit-balances')!;
    const rendered: Renderer = () => <p>balances shown</p>;
    // The button stays while the second try loads (it keeps the focus), busy.
    const load = vi
      .fn<() => Promise<Renderer>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(rendered);
    customElements.define('paykit-test-balances', elementClass(spec, load, HTMLElement));
    const element = document.createElement('paykit-test-balances');
    const errors: PaykitErrorDetail[] = [];
    element.addEventListener('paykit-error', (event) => errors.push(event.detail));
    document.body.append(element);

    expect(await alertOf(element)).toHaveTextContent('Could not connect.');
    expect(errors).toEqual([{ error: expect.any(TypeError), fatal: true }]);
    const button = shadow(element).getByRole('button', { name: 'Try again' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(errors).toHaveLength(2));
    // The same button, still focused.
    expect(shadow(element).getByRole('button', { name: 'Try again' })).toBe(button);
    expect(element.shadowRoot?.activeElement).toBe(button);
    expect(shadow(element).getByRole('alert')).toHaveTextContent('Could not connect.');
    fireEvent.click(button);
    expect(await shadow(element).findByText('balances shown')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
