/** What a visitor who is not the demo store's staff sees on /dashboard: what this is, and the way in. */
import type { RefObject } from 'react';
import { button } from '../../../src/react/styles/base';

export interface SignInCardProps {
  /** Called when the visitor presses the button; the card shows `busy` and `problem` meanwhile. */
  onSignIn: () => void;
  busy: boolean;
  /** Why the last sign-in failed, in words. */
  problem: string | null;
  /** The card's heading, where focus lands after signing out. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function SignInCard({ onSignIn, busy, problem, headingRef }: SignInCardProps) {
  return (
    <section className="staff-card" aria-labelledby="staff-card-heading" data-state={busy ? 'signing-in' : problem ? 'refused' : 'signed-out'}>
      <h2 id="staff-card-heading" ref={headingRef} tabIndex={-1}>
        Staff only
      </h2>
      <p>
        This is the paykit demo store’s own dashboard: its balances, currency conversions, payment links and payments. Only the store’s staff may see and move this
        money.
      </p>
      <p className="staff-card-note">In this demo anyone on this computer may sign in as the staff. A real store checks its own staff sign-in here.</p>
      {problem ? (
        <p role="alert" className="staff-card-problem">
          {problem}
        </p>
      ) : null}
      <div>
        <button type="button" className={button()} aria-disabled={busy || undefined} onClick={() => busy || onSignIn()}>
          {busy ? 'Signing in…' : 'Sign in as the store’s staff'}
        </button>
      </div>
    </section>
  );
}
