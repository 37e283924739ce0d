import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { HostedCheckout } from '../src/hosted/pages/pay/HostedCheckout';
import { PaykitProvider } from '../src/index';
import { createFakeClient, links, paymentFixtures } from '../test/fixtures/payments';

/** The hosted checkout page (/pay/<link>) as `npm start` serves it, against a fake proxy client. */
function Page({ linkId, returnUrl, state, theme }: { linkId: string; returnUrl: string | null; state: 'pending' | 'settled' | 'underpaid'; theme: 'light' | 'dark' }) {
  const client = useMemo(() => {
    const views = paymentFixtures(Date.now());
    return createFakeClient({ views: [views[state]], links: Object.values(links) });
  }, [state]);
  return (
    <PaykitProvider client={client} theme={theme}>
      <HostedCheckout linkId={linkId} returnUrl={returnUrl} />
    </PaykitProvider>
  );
}

const meta = {
  title: 'Pages/HostedCheckout',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: { linkId: links.active.id, returnUrl: null, state: 'pending', theme: 'light' },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPayment: Story = {};
export const Underpaid: Story = { args: { state: 'underpaid' } };
export const Paid: Story = { args: { state: 'settled', returnUrl: 'https://shop.example/orders/42' } };
export const WithReturnLink: Story = { args: { returnUrl: 'https://shop.example/' } };
export const LinkNotFound: Story = { args: { linkId: 'pl_doesnotexist' } };
export const Dark: Story = { args: { theme: 'dark' } };
