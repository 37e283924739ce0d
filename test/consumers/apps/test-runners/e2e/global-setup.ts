import type { FullConfig } from '@playwright/test';
import { startTestSandbox } from 'paykit/testing';
import { startShop } from '../shop/server';

export default async function globalSetup(config: FullConfig) {
  const shopUrl = config.projects[0]!.use.baseURL!;
  const sandbox = await startTestSandbox();
  const shop = await startShop({
    port: Number(new URL(shopUrl).port),
    paykitBaseUrl: sandbox.url,
    apiKey: sandbox.apiKey,
    // The sandbox signs its webhooks to the shop's proxy with this endpoint's secret.
    webhookSecret: await sandbox.registerWebhookEndpoint(`${shopUrl}/api/paykit/webhooks`),
  });
  // The tests run in worker processes: they find the sandbox through these.
  process.env.PAYKIT_SANDBOX_URL = sandbox.url;
  process.env.PAYKIT_SANDBOX_KEY = sandbox.apiKey;
  return async () => {
    await new Promise((closed) => shop.close(closed));
    await sandbox.stop();
  };
}
