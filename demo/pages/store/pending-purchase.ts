/**
 * The purchase this tab is paying for, kept in sessionStorage: a payer who reloads (or comes back
 * after paying from a wallet) sees that payment's status again instead of the product list. It
 * holds ids only; the status always comes from the proxy.
 */
const KEY = 'paykit-demo:purchase';

export interface PendingPurchase {
  sku: string;
  paymentId: string;
}

export function readPurchase(): PendingPurchase | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { sku, paymentId } = value as Record<string, unknown>;
    return typeof sku === 'string' && typeof paymentId === 'string' ? { sku, paymentId } : null;
  } catch {
    return null; // storage blocked or a value of someone else's making: start from the products
  }
}

export function keepPurchase(purchase: PendingPurchase | null): void {
  try {
    if (purchase) sessionStorage.setItem(KEY, JSON.stringify(purchase));
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage blocked: the purchase lasts as long as the page
  }
}
