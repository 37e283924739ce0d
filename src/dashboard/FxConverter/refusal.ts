/**
 * Why the service refused a quote or a conversion. The service names the FX rules but not their codes
 * ("not shown"; docs/service-contract.md#fx-quotes-and-conversions), so a refusal is recognised by its code when a service gives a specific one and
 * otherwise by the words of its message (the sandbox's 422 unprocessable_entity names the rule);
 * anything unrecognised keeps the service's own message.
 */
import { isDecimalString } from '../../shared/money';
import { PaykitApiError } from '../../shared/errors';
import { problemKey, type ProblemKey } from '../BalanceList/problem';

/** A refusal, with the figures its message carried. */
export type FxRefusal =
  | { kind: 'balance'; currency?: string; needed?: string; available?: string }
  | { kind: 'minimum'; currency?: string; minimum?: string }
  | { kind: 'expired' }
  | { kind: 'used' }
  | { kind: 'disabled' }
  | { kind: 'problem'; key: ProblemKey }
  | { kind: 'other'; message: string };

const AMOUNT = String.raw`(\d+(?:\.\d+)?)`;
const CODE = String.raw`([A-Z][A-Z0-9]{1,9})`;

function amountOf(match: RegExpExecArray | null, index: number): string | undefined {
  const value = match?.[index];
  return value !== undefined && isDecimalString(value) ? value : undefined;
}

function balance(message: string): FxRefusal {
  const both = new RegExp(`${AMOUNT} ${CODE} needed, ${AMOUNT} ${CODE} available`).exec(message);
  if (both) return { kind: 'balance', currency: both[2] as string, needed: amountOf(both, 1), available: amountOf(both, 3) };
  const available = new RegExp(`${AMOUNT} ${CODE} available`).exec(message);
  return available ? { kind: 'balance', currency: available[2] as string, available: amountOf(available, 1) } : { kind: 'balance' };
}

function minimum(message: string): FxRefusal {
  const found = new RegExp(`minimum (?:of |is )?${AMOUNT} ${CODE}`, 'i').exec(message);
  return found ? { kind: 'minimum', minimum: amountOf(found, 1), currency: found[2] as string } : { kind: 'minimum' };
}

/** The refusal an error stands for. */
export function fxRefusal(error: unknown): FxRefusal {
  if (!(error instanceof PaykitApiError) || (error.status !== 422 && error.status !== 403 && error.status !== 409)) {
    return { kind: 'problem', key: problemKey(error) };
  }
  const code = error.code.toLowerCase();
  const message = error.message;
  if (/fx_not_enabled|capability/.test(code) || (/fx_conversion|conversion/i.test(message) && /not (?:active|enabled|activated)/i.test(message))) {
    return { kind: 'disabled' };
  }
  if (error.status === 403) return { kind: 'problem', key: 'money.problem.forbidden' };
  if (/insufficient/.test(code) || /insufficient (?:balance|funds)/i.test(message)) return balance(message);
  if (/minimum|too_small/.test(code) || /below the minimum|minimum/i.test(message)) return minimum(message);
  if (/expired/.test(code) || /quote\b.*\bexpired|expired quote/i.test(message)) return { kind: 'expired' };
  if (/already used|already_used/i.test(`${code} ${message}`)) return { kind: 'used' };
  return { kind: 'other', message };
}
