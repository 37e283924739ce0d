import { createPaykitClient } from 'paykit/server';
import { LinkButton } from './link-button';

export const dynamic = 'force-dynamic';

// A Server Component: it holds the API key, so it may create a payment link. Yours usually come
// from your dashboard; this one is made per visit so every visitor can pay one.
export default async function LinkPage() {
  const client = createPaykitClient({ apiKey: process.env.PAYKIT_API_KEY ?? '', baseUrl: process.env.PAYKIT_BASE_URL ?? '' });
  const link = await client.paymentLinks.create({ amount: '12.00', currency: 'USDT', description: 'Mug' });
  return (
    <main>
      <h1>Mug</h1>
      <LinkButton linkId={link.id} />
    </main>
  );
}
