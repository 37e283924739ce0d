/**
 * The rule both dev backends follow when a browser opens a connected account: the platform
 * decides the account's fields, the browser only picks individual or business.
 */
import { isCountryCode } from '../shared/schemas/countries';
import { email as emailSchema } from '../shared/schemas/primitives';
import type { CreateConnectedAccountBody } from 'paykit/schemas';

/**
 * The account to open for `userId`, or null (refused) unless `body.customer_type` is
 * `individual` or `business`. A valid `body.email` and `body.country` are kept as a convenience
 * of the demo; otherwise the email is `<userId>@<emailDomain>` and the country AU. The
 * reference id is always the user's, never the browser's.
 */
export function platformAccountFields(userId: string, body: Record<string, unknown>, emailDomain: string): CreateConnectedAccountBody | null {
  const type = body.customer_type;
  if (type !== 'individual' && type !== 'business') return null;
  const email = emailSchema.safeParse(body.email).success ? (body.email as string) : `${userId}@${emailDomain}`;
  const country = isCountryCode(body.country) ? body.country : 'AU';
  return { customer_type: type, email, country, reference_id: userId };
}
