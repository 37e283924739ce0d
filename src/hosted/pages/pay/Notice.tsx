/**
 * A page in place of the checkout (loading, not found, paid, closed, open elsewhere, an error): the
 * same frame as the checkout, with one card. The server paints the not-found one on its own for an
 * id no link has (paint.tsx), so it needs nothing from the provider.
 */
import type { ReactNode } from 'react';
import { StatusIcon, type StatusTone } from '../../../react/internal/StatusIcon';

/** Where the link stands, for tests and the page's style (data-stage). */
export type NoticeStage = 'loading' | 'not-found' | 'open-elsewhere' | 'error' | 'paid' | 'closed';

/** A page in place of the checkout: one card with a mark in the tone, a title, one sentence and its one action. */
export function Notice({
  stage,
  tone,
  title,
  body,
  busy,
  mark,
  note,
  children,
}: {
  stage: NoticeStage;
  tone?: StatusTone;
  title: string;
  body?: string;
  busy?: boolean;
  /** A mark of its own in place of the tone's icon, in the neutral tone. */
  mark?: ReactNode;
  /** Small print under the sentence. */
  note?: string;
  children?: ReactNode;
}) {
  return (
    <main className="notice" data-stage={stage} aria-busy={busy || undefined}>
      <div className="notice__card">
        {mark || tone ? (
          <span className="notice__mark" data-tone={mark ? 'neutral' : tone}>
            {mark ?? (tone ? <StatusIcon tone={tone} /> : null)}
          </span>
        ) : null}
        <h1>{title}</h1>
        {body ? <p>{body}</p> : null}
        {note ? <p className="notice__note">{note}</p> : null}
        {children ? <div className="notice__actions">{children}</div> : null}
      </div>
    </main>
  );
}

/** A chain link broken in two: the link leads nowhere (no one's fault, so no alarm colour). */
export function BrokenLinkMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M9.5 6.5 11 5a4.24 4.24 0 0 1 6 6l-1.5 1.5M14.5 17.5 13 19a4.24 4.24 0 0 1-6-6l1.5-1.5M4 4l2 2M20 20l-2-2M9 3v2M3 9h2M15 21v-2M21 15h-2" />
    </svg>
  );
}
