/** The demo store's catalogue. Prices live on the server: the browser only names a product. */
import type { PaymentDecision } from '../src/server';

export interface Product {
  sku: string;
  name: string;
  /** One line under the name on the product's card. */
  description: string;
  price: string;
  currency: 'USDT';
}

export const CATALOGUE: readonly Product[] = [
  { sku: 'tee', name: 'paykit T-shirt', description: 'Organic cotton, a small mark on the chest.', price: '25.00', currency: 'USDT' },
  { sku: 'mug', name: 'Enamel mug', description: 'Camp-fire proof steel, 350 ml, navy rim.', price: '12.00', currency: 'USDT' },
  { sku: 'hoodie', name: 'Hoodie', description: 'Heavy fleece with a roomy hood and pocket.', price: '49.50', currency: 'USDT' },
];

/** createPayment policy: the amount comes from the catalogue, never from the body. */
export function decidePayment(body: Record<string, unknown>): PaymentDecision | null {
  const product = CATALOGUE.find((p) => p.sku === body.sku);
  if (!product) return null;
  const order = `order_${Date.now().toString(36)}_${product.sku}`;
  return { amount: product.price, currency: product.currency, reference: order };
}
