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
  children,
}: {
  stage: NoticeStage;
  tone?: StatusTone;
  title: string;
  body?: string;
  busy?: boolean;
  children?: ReactNode;
}) {
  return (
    <main className="notice" data-stage={stage} aria-busy={busy || undefined}>
      <div className="notice__card">
        {tone ? (
          <span className="notice__mark" data-tone={tone}>
            <StatusIcon tone={tone} />
          </span>
        ) : null}
        <h1>{title}</h1>
        {body ? <p>{body}</p> : null}
        {children ? <div className="notice__actions">{children}</div> : null}
      </div>
    </main>
  );
}
