/** The dashboard's staff gate against a stand-in for the demo server's sign-in routes. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffGate } from './StaffGate';

interface Call {
  method: string;
  url: string;
}

/** The server's answers: whether the session is staff, and what a sign-in POST gets. */
function stubServer(options: { staff: boolean; signIn?: { status: number; body: unknown } }) {
  let staff = options.staff;
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    if (url === '/dashboard/session') return Promise.resolve(Response.json({ staff }));
    if (url === '/dashboard/sign-in' && options.signIn) return Promise.resolve(Response.json(options.signIn.body, { status: options.signIn.status }));
    if (url === '/dashboard/sign-in') staff = true;
    if (url === '/dashboard/sign-out') staff = false;
    return Promise.resolve(Response.json({ staff }));
  });
  return calls;
}

const dashboard = <p>The dashboard’s parts</p>;

afterEach(() => vi.unstubAllGlobals());

describe('StaffGate', () => {
  it('shows a shopper the sign-in card, not the dashboard, until they press the button; focus lands on what changed', async () => {
    const calls = stubServer({ staff: false });
    render(<StaffGate>{dashboard}</StaffGate>);
    const button = await screen.findByRole('button', { name: 'Sign in as the store’s staff' });
    expect(screen.getByRole('heading', { level: 2, name: 'Staff only' })).toBeInTheDocument();
    expect(screen.queryByText('The dashboard’s parts')).toBeNull();

    await userEvent.click(button);
    expect(await screen.findByText('The dashboard’s parts')).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/dashboard/sign-in' });
    expect(document.activeElement).toHaveTextContent('You are signed in as the demo store’s staff.');

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Staff only' })));
    expect(screen.getByRole('status')).toHaveTextContent('You signed out of the demo store’s dashboard.');
    expect(screen.queryByText('The dashboard’s parts')).toBeNull();
    expect(calls).toContainEqual({ method: 'POST', url: '/dashboard/sign-out' });
  });

  it('says in the server’s words why a sign-in was refused, and shows no dashboard', async () => {
    stubServer({ staff: false, signIn: { status: 403, body: { error: { code: 'cross_origin_sign_in', message: 'Sign in only from the dashboard page itself' } } } });
    render(<StaffGate>{dashboard}</StaffGate>);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in as the store’s staff' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in only from the dashboard page itself.');
    expect(screen.queryByText('The dashboard’s parts')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in as the store’s staff' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows staff the dashboard at once on load, without moving focus', async () => {
    const calls = stubServer({ staff: true });
    render(<StaffGate>{dashboard}</StaffGate>);
    expect(await screen.findByText('The dashboard’s parts')).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });
});
