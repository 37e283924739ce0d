/**
 * What the panel API answers, shared by the server handler and the panel page. Types only:
 * the page imports this file, so nothing here may pull in server code.
 */
import type { ConnectedAccount } from '../../shared/schemas/accounts';
import type { Payment } from '../../shared/schemas/payments';
import type { SandboxPayout } from '../../shared/schemas/payouts';
import type { WebhookDelivery } from '../../shared/schemas/webhooks';

export type { ConnectedAccount, Payment, SandboxPayout };

/** A delivery without its request body: the panel shows the log, not the payloads. */
export type PanelDelivery = Omit<WebhookDelivery, 'body'>;

export interface PanelList<T> {
  data: T[];
  total: number;
}

export interface PanelClock {
  now: string;
  pending_tasks: number;
}

export const PANEL_LIMITS = {
  payments: 50,
  deliveries: 100,
  /** The sandbox's page size cap: accounts and payouts show the newest 100. */
  accounts: 100,
  payouts: 100,
} as const;
