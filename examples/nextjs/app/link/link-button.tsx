'use client';
import { PaykitProvider, PaymentLinkButton } from 'paykit';

// Opens app/pay/[id]/page.tsx, the default checkout URL (/pay/<link id>).
export function LinkButton({ linkId }: { linkId: string }) {
  return (
    <PaykitProvider baseUrl="/api/paykit">
      <PaymentLinkButton linkId={linkId} mode="redirect" />
    </PaykitProvider>
  );
}
