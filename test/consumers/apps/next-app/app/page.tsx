import { Checkout } from './checkout';

// A server component: the widget for ?payment=<id> is rendered into the server HTML.
export default async function Home({ searchParams }: { searchParams: Promise<{ payment?: string }> }) {
  const { payment } = await searchParams;
  return (
    <main>
      <h1>Tee shop</h1>
      <Checkout paymentId={payment ?? null} />
    </main>
  );
}
