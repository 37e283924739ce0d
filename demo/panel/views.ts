/**
 * What the panel API answers, shared by the server handler and the panel page. Types only:
 * the page imports this file, so nothing here may pull in server code.
 */
import type { AccountVerificationStatus, ConnectedAccount, SandboxAccount } from '../../src/shared/schemas/accounts';
import type { Payment } from '../../src/shared/schemas/payments';
import type { SandboxPayout } from '../../src/shared/schemas/payouts';
import type { WebhookDelivery } from '../../src/shared/schemas/webhooks';

export type { ConnectedAccount, Payment, SandboxAccount, SandboxPayout };

/**
 * An account as the panel lists it: with, for each verification status, why the sandbox's table
 * of moves refuses moving it there now (null: the move is allowed). The page offers only those.
 */
export type PanelAccount = SandboxAccount & {
  verification_moves: Record<AccountVerificationStatus, string | null>;
};

/** A delivery without its request body: the panel shows the log, not the payloads. */
export type PanelDelivery = Omit<WebhookDelivery, 'body'>;

export interface PanelList<T> {
  data: T[];
  total: number;
}

/** One page of a list the panel filters and pages through (payments, accounts, payouts). */
export interface PanelPage<T> extends PanelList<T> {
  /** How many newer entries come before this page. */
  offset: number;
  /** The page size. */
  limit: number;
}

export interface PanelClock {
  now: string;
  pending_tasks: number;
}

export const PANEL_LIMITS = {
  /** A page of payments, accounts or payouts: short enough to scan on a phone (the panel pages and filters). */
  page: 10,
  /** The sandbox's page size cap, for scans such as finding a payout's owner. */
  scan: 100,
} as const;
