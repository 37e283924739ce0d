/**
 * Shows the dashboard only to the demo store's staff. On load it asks the server whether this
 * session is staff (so the dashboard's parts never start with a row of 403s); otherwise it shows
 * the sign-in card. Signing in or out changes the view in place: focus moves to where the view
 * now starts, and a status region says what happened.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { button } from '../../../src/react/styles/base';
import { SignInCard } from './SignInCard';
import { changeStaffSession, readStaffSession } from './staff-session';

type View = 'checking' | 'signed-out' | 'signing-in' | 'signed-in' | 'signing-out';

export function StaffGate({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const [view, setView] = useState<View>('checking');
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  /** Where focus goes after the view changes by the visitor's hand (never on first load). */
  const focusNext = useRef<'signed-in' | 'card' | null>(null);
  const signedInMessage = useRef<HTMLParagraphElement>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    readStaffSession().then(
      (staff) => current && setView(staff ? 'signed-in' : 'signed-out'),
      // Unknown is not staff: the card offers the way in, and says so if that fails too.
      () => current && setView('signed-out'),
    );
    return () => {
      current = false;
    };
  }, []);

  const staff = view === 'signed-in' || view === 'signing-out';
  useEffect(() => {
    const target = focusNext.current === 'signed-in' ? signedInMessage.current : focusNext.current === 'card' ? cardHeading.current : null;
    focusNext.current = null;
    target?.focus();
  }, [staff]);

  async function change(action: 'sign-in' | 'sign-out') {
    setProblem(null);
    setSaid('');
    setView(action === 'sign-in' ? 'signing-in' : 'signing-out');
    try {
      const nowStaff = await changeStaffSession(action);
      focusNext.current = nowStaff ? 'signed-in' : 'card';
      setView(nowStaff ? 'signed-in' : 'signed-out');
      setSaid(nowStaff ? '' : 'You signed out of the demo store’s dashboard.');
    } catch (error) {
      setView(action === 'sign-in' ? 'signed-out' : 'signed-in');
      setProblem((error as Error).message);
    }
  }

  return (
    <>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {view === 'checking' ? null : staff ? (
        <>
          <div className="staff-bar">
            <p ref={signedInMessage} tabIndex={-1}>
              You are signed in as the demo store’s staff.
            </p>
            <button
              type="button"
              className={button()}
              data-variant="secondary"
              data-size="small"
              aria-disabled={view === 'signing-out' || undefined}
              onClick={() => view === 'signed-in' && void change('sign-out')}
            >
              {view === 'signing-out' ? 'Signing out…' : 'Sign out'}
            </button>
            {actions ? <div className="staff-bar-actions">{actions}</div> : null}
            {problem ? (
              <p role="alert" className="staff-card-problem">
                {problem}
              </p>
            ) : null}
          </div>
          {children}
        </>
      ) : (
        <SignInCard headingRef={cardHeading} busy={view === 'signing-in'} problem={problem} onSignIn={() => void change('sign-in')} />
      )}
    </>
  );
}
