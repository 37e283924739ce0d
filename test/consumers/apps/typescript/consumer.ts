/**
 * Every entry as a merchant's code uses it. Each `@ts-expect-error` fails the check when the
 * import it tests resolved to `any` (TypeScript then finds no error to expect), so a build
 * whose declarations do not resolve cannot pass silently.
 */
import { CheckoutWidget, PaykitProvider, formatAmount } from 'paykit';
import { OnboardingFlow } from 'paykit/onboarding';
import { ar } from 'paykit/locales/ar';
import { createProxyClient } from 'paykit/client';
import { createPaykitClient, createPaykitHandler, verifyWebhook } from 'paykit/server';
import { createSandbox } from 'paykit/sandbox';
import { createInBrowserBackend } from 'paykit/dev';
import { connectTestSandbox, startTestSandbox } from 'paykit/testing';
import { AU_STATES } from 'paykit/schemas';

export const components = [CheckoutWidget, PaykitProvider, OnboardingFlow];
export const amount: string = formatAmount('1234.5', 'en-AU');
export const state: (typeof AU_STATES)[number] = 'NSW';
export const locale = ar;
export const browser = createProxyClient({ baseUrl: '/api/paykit' });
export const handler: (request: Request) => Promise<Response> = createPaykitHandler({
  upstream: { client: createPaykitClient({ apiKey: 'sk_test', baseUrl: 'http://127.0.0.1:1' }) },
});
export const sandbox = createSandbox({ seed: 1 });
export const backend = createInBrowserBackend;
export const startSandbox: (options?: { port?: number }) => Promise<{ url: string; apiKey: string; stop(): Promise<void> }> = startTestSandbox;

// @ts-expect-error formatAmount takes a decimal string, not a number
formatAmount(1234.5, 'en-AU');
// @ts-expect-error the client has no such method
browser.chargeCard();
// @ts-expect-error verifyWebhook needs the signature header and the secret
void verifyWebhook('{}');
// @ts-expect-error a sandbox seed is a number
createSandbox({ seed: 'one' });
// @ts-expect-error not an Australian state
export const notAState: (typeof AU_STATES)[number] = 'XX';
// @ts-expect-error OnboardingFlow is a component, not a string
export const notAComponent: string = OnboardingFlow;
// @ts-expect-error the in-browser backend is created asynchronously
void createInBrowserBackend().proxy;
// @ts-expect-error a test sandbox's address needs its API key
connectTestSandbox({ url: 'http://127.0.0.1:1' });
// @ts-expect-error a locale is not a number
export const notALocale: number = locale;
