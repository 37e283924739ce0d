/** In-memory records of payment links, transactions and payments, and who may see them. */
import type { IdKind } from 'paykit/schemas';
import type { PayerInstructions, PaymentLinkStatus, PaymentStatus, TransactionStatus } from 'paykit/schemas';
import { ID_PREFIX } from '../../shared/ids';
import { PLATFORM, type Owner } from '../ledger';
import { notFound } from '../../web/http-error';

interface Owned {
  owner: Owner;
  /** Creation order; timestamps can tie on the virtual clock, this cannot. */
  seq: number;
}

export interface LinkRecord extends Owned {
  id: string;
  url: string;
  amount: string;
  currency: string;
  description?: string;
  status: PaymentLinkStatus;
  created_at: string;
  paid_at: string | null;
}

export interface TransactionRecord extends Owned {
  id: string;
  payment_link_id: string;
  amount: string;
  currency: string;
  status: TransactionStatus;
  tx_hash: string | null;
  created_at: string;
  confirmed_at: string | null;
  settled_at: string | null;
}

export interface PaymentRecord extends Owned {
  payment_id: string;
  status: PaymentStatus;
  amount: string;
  currency: string;
  reference: string;
  amount_received: string;
  expires_at: string;
  created_at: string;
  payment_link_id: string | null;
  transaction_id: string | null;
  tx_hash: string | null;
  confirmed_at: string | null;
  settled_at: string | null;
  payer_instructions: PayerInstructions;
  /** Drops the self-expiry timer once the payment reaches a final state. */
  cancelExpiry: () => void;
}

const LABEL: Record<'paymentLink' | 'transaction' | 'payment', string> = {
  paymentLink: 'payment link',
  transaction: 'transaction',
  payment: 'payment',
};

export class PaymentsStore {
  readonly links = new Map<string, LinkRecord>();
  readonly transactions = new Map<string, TransactionRecord>();
  readonly payments = new Map<string, PaymentRecord>();
  private seq = 0;

  nextSeq(): number {
    return this.seq++;
  }

  /**
   * The platform's key reads every record, its connected accounts' included; a request
   * made on behalf of a connected account sees only that account's records.
   */
  static visible(viewer: Owner, record: Owned): boolean {
    return viewer === PLATFORM || record.owner === viewer;
  }

  /** Records `viewer` may see, newest first. */
  static list<T extends Owned>(viewer: Owner, records: Iterable<T>): T[] {
    return [...records].filter((r) => PaymentsStore.visible(viewer, r)).sort((a, b) => b.seq - a.seq);
  }

  link(viewer: Owner, id: string): LinkRecord {
    return found(this.links.get(id), viewer, 'paymentLink', id);
  }

  transaction(viewer: Owner, id: string): TransactionRecord {
    return found(this.transactions.get(id), viewer, 'transaction', id);
  }

  payment(viewer: Owner, id: string): PaymentRecord {
    return found(this.payments.get(id), viewer, 'payment', id);
  }

  /** Payments `viewer` may see, newest first, optionally only those in `status`. */
  paymentList(viewer: Owner, status?: PaymentStatus): PaymentRecord[] {
    return PaymentsStore.list(viewer, this.payments.values()).filter((p) => status === undefined || p.status === status);
  }
}

/** Unknown, malformed and other accounts' ids all answer 404 alike (a malformed id is an unknown id). */
function found<T extends Owned>(record: T | undefined, viewer: Owner, kind: keyof typeof LABEL & IdKind, id: string): T {
  if (record && PaymentsStore.visible(viewer, record)) return record;
  const prefix = ID_PREFIX[kind];
  const hint = id.startsWith(prefix) ? '' : ` (${LABEL[kind]} ids start with ${prefix})`;
  throw notFound(`No ${LABEL[kind]} with id ${JSON.stringify(id)}${hint}`);
}
