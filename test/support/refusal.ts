import { PaykitApiError } from '../../src/shared/errors';

/** The typed API error a call was refused with; fails the test if it succeeded or failed some other way. */
export async function failure(promise: Promise<unknown>): Promise<PaykitApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof PaykitApiError)) throw new Error(`expected an API error, got ${outcomeOf(error)}`);
  return error;
}

/** How the call ended instead (null: it succeeded), in words for the failure message. */
function outcomeOf(error: unknown): string {
  if (error === null) return 'success';
  return error instanceof Error ? String(error) : JSON.stringify(error);
}
