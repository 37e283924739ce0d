/**
 * The page's side of the demo's staff sign-in (demo/staff-sign-in.ts): same-origin fetches,
 * so the browser sends the Origin and Sec-Fetch-Site the server checks, and the session cookie.
 */

/** Whether this browser's session is the demo store's staff. */
export async function readStaffSession(): Promise<boolean> {
  const answer = await fetch('/dashboard/session', { credentials: 'same-origin', cache: 'no-store' });
  if (!answer.ok) throw new Error(`The staff session could not be read (${answer.status})`);
  return ((await answer.json()) as { staff?: unknown }).staff === true;
}

/** Signs this browser in as the demo store's staff, or out; rejects with the server's words. */
export async function changeStaffSession(action: 'sign-in' | 'sign-out'): Promise<boolean> {
  let answer: Response;
  try {
    answer = await fetch(`/dashboard/${action}`, { method: 'POST', credentials: 'same-origin' });
  } catch {
    throw new Error('The demo server could not be reached. Check that it is still running, then try again.');
  }
  const body = (await answer.json().catch(() => ({}))) as { staff?: unknown; error?: { message?: unknown } };
  if (!answer.ok) {
    const said = typeof body.error?.message === 'string' ? `${body.error.message}.` : `The demo server answered ${answer.status}.`;
    throw new Error(said);
  }
  return body.staff === true;
}
