/**
 * Liveness (selfie) check for individuals (docs/service-contract.md#selfie-check-liveness). The service: required for individuals and it "follows the
 * document upload", so an identity document (passport or id_front) must be uploaded first. The
 * sandbox hands out a URL to its own public page; the unguessable single-use token is the only
 * credential, since the customer's browser holds no API key.
 */
import type { SandboxCore } from '../core';
import { json, unprocessable } from '../../web/http-error';
import { secureToken } from '../random';
import type { Route } from '../route';
import { readLimited } from '../../web/json-body';
import { html, renderLivenessPage } from './liveness-page';
import { requireCustomerType, requireEditable, type AccountStore } from './store';

/** The largest liveness form body read (the page's form sends "outcome=pass"). */
export const LIVENESS_FORM_MAX_BYTES = 4096;

/** How long a liveness URL stays usable (the service gives none: docs/service-contract.md#selfie-check-liveness). */
export const LIVENESS_TTL_SECONDS = 30 * 60;

const IDENTITY_DOCUMENTS = ['passport', 'id_front'];

interface Session {
  accountId: string;
  expiresAt: number;
  used: boolean;
}

export function livenessRoutes(core: SandboxCore, store: AccountStore): Route[] {
  const sessions = new Map<string, Session>();

  /** The usable session for a token, or why there is none. */
  function open(token: string): Session | 'unknown' | 'expired' | 'used' {
    const session = sessions.get(token);
    if (!session) return 'unknown';
    if (session.used) return 'used';
    if (core.clock.now() >= session.expiresAt) return 'expired';
    return session;
  }

  return [
    {
      method: 'POST',
      path: '/accounts/:connected_account_id/kyc/liveness',
      handler: (ctx) => {
        const record = store.get(ctx.params.connected_account_id as string);
        requireCustomerType(record, 'individual', 'The liveness check');
        requireEditable(record, 'The liveness check');
        if (!record.documents.some((d) => IDENTITY_DOCUMENTS.includes(d.document_type))) {
          throw unprocessable('The liveness check follows the document upload: upload an identity document (document_type passport or id_front) first');
        }
        const token = secureToken('lv_');
        const expiresAt = core.clock.now() + LIVENESS_TTL_SECONDS * 1000;
        sessions.set(token, { accountId: record.id, expiresAt, used: false });
        if (record.liveness.status !== 'completed') record.liveness = { status: 'pending', completed_at: null };
        return json({
          liveness_url: `${ctx.serviceBase}/v1/sandbox/liveness/${token}`,
          expires_at: new Date(expiresAt).toISOString(),
        });
      },
    },
    {
      method: 'GET',
      path: '/sandbox/liveness/:token',
      public: true,
      handler: (ctx) => {
        const session = open(ctx.params.token as string);
        if (typeof session === 'string') return html(renderLivenessPage({ kind: 'gone', reason: session }), session === 'unknown' ? 404 : 410);
        return html(renderLivenessPage({ kind: 'check', expiresAt: session.expiresAt, now: core.clock.now() }));
      },
    },
    {
      method: 'POST',
      path: '/sandbox/liveness/:token',
      public: true,
      handler: async (ctx) => {
        const session = open(ctx.params.token as string);
        if (typeof session === 'string') return html(renderLivenessPage({ kind: 'gone', reason: session }), session === 'unknown' ? 404 : 410);
        const outcome = await readOutcome(ctx.request);
        if (!outcome) return html(renderLivenessPage({ kind: 'check', expiresAt: session.expiresAt, now: core.clock.now() }), 400);
        session.used = true;
        const record = store.find(session.accountId);
        if (record) {
          record.liveness = outcome === 'pass' ? { status: 'completed', completed_at: core.clock.isoNow() } : { status: 'failed', completed_at: null };
        }
        return html(renderLivenessPage({ kind: 'done', outcome }));
      },
    },
  ];
}

/** The button pressed: outcome=pass or outcome=fail from the page's urlencoded form. */
async function readOutcome(request: Request): Promise<'pass' | 'fail' | null> {
  // The page's form sends "outcome=pass": a few bytes. Anything past 4 KB is refused as it streams.
  const text = new TextDecoder().decode(await readLimited(request, LIVENESS_FORM_MAX_BYTES));
  const outcome = new URLSearchParams(text).get('outcome');
  return outcome === 'pass' || outcome === 'fail' ? outcome : null;
}
