/** The demo store's catalogue. Prices live on the server: the browser only names a product. */
import type { PaymentDecision } from '../server';

export interface Product {
  sku: string;
  name: string;
  price: string;
  currency: 'USDT';
}

export const CATALOGUE: readonly Product[] = [
  { sku: 'tee', name: 'paykit T-shirt', price: '25.00', currency: 'USDT' },
  { sku: 'mug', name: 'Enamel mug', price: '12.00', currency: 'USDT' },
  { sku: 'hoodie', name: 'Hoodie', price: '49.50', currency: 'USDT' },
];

/** createPayment policy: the amount comes from the catalogue, never from the body. */
export function decidePayment(body: Record<string, unknown>): PaymentDecision | null {
  const product = CATALOGUE.find((p) => p.sku === body.sku);
  if (!product) return null;
  const order = `order_${Date.now().toString(36)}_${product.sku}`;
  return { amount: product.price, currency: product.currency, reference: order };
}
