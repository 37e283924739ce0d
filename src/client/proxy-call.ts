/**
 * onboardingRequest (./onboarding-request) with a reader written by hand in place of a schema:
 * where a page's first screen should load no zod (./onboarding-account-read, docs/elements.md#size).
 * Kept apart so the pages that read with schemas do not carry it.
 */
import { PaykitUpstreamInvalidError } from '../shared/errors';
import { fieldPath } from '../shared/schemas/answer';
import type { Read } from './onboarding-account-read';
import type { OnboardingClient } from './onboarding-request';
import type { ProxyRequestInit } from './proxy-client';

/** Sends through the client's request() and answers what `read` reads of the answer, or PaykitUpstreamInvalidError naming the field. */
export async function onboardingRead<T>(
  client: OnboardingClient,
  read: (answer: unknown) => Read<T>,
  method: 'GET' | 'POST',
  path: string,
  init?: ProxyRequestInit,
): Promise<T> {
  const answer = await client.request(method, path, init);
  const result = read(answer);
  if (result.ok) return result.value;
  throw new PaykitUpstreamInvalidError({ operation: `${method} ${path.split('?')[0]}`, field: fieldPath(result.path) });
}
