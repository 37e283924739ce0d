/**
 * The answers that decide which documents are asked (ID type, business type), kept for this tab
 * in sessionStorage so a reload resumes at the right uploads. Nothing personal is stored.
 */
import type { KycBody } from 'paykit/schemas';
import type { KybBody } from 'paykit/schemas';
import { BUSINESS_TYPES, ID_TYPES } from '../../../shared/schemas/account-vocabulary';
import { emptyPerson, personBody, personValues } from '../forms/person';
import { draftStorageKey, pickStrings, readDraft } from '../forms/useDraft';
import { kybValues } from '../KybForm/values';
import type { FlowMemory } from './steps';

const KEY = 'paykit:onboarding:flow';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** What this tab remembers (only known values; anything else is dropped). */
export function readMemory(): FlowMemory {
  try {
    const raw = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return {};
    const memory: FlowMemory = {};
    if ((ID_TYPES as readonly unknown[]).includes(raw.idType)) memory.idType = raw.idType as FlowMemory['idType'];
    if ((BUSINESS_TYPES as readonly unknown[]).includes(raw.businessType)) memory.businessType = raw.businessType as FlowMemory['businessType'];
    if (typeof raw.trust === 'boolean') memory.trust = raw.trust;
    return memory;
  } catch {
    return {};
  }
}

/** Keeps the answers for this tab. */
export function writeMemory(memory: FlowMemory): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Storage full or disabled: the flow still works, a reload just asks which ID document again.
  }
}

/** The KYB form a reviewer's "beneficial owner information" request opens (its draft key). */
export const MORE_INFO_DRAFT = 'more-info';

/**
 * The business details just sent, as the draft of the form a "beneficial owner information"
 * request opens: the proxy does not answer them back, and retyping the whole business to fix
 * an owner is what customers gave up on. In this tab's session storage only, like any draft.
 */
export function rememberSentKyb(body: KybBody): void {
  try {
    storage()?.setItem(draftStorageKey('kyb', MORE_INFO_DRAFT), JSON.stringify(kybValues(body)));
  } catch {
    // Storage full or disabled: the request's form starts from what this page still holds.
  }
}

/** Where the flow keeps the individual's details once sent (a draft key no form uses by default). */
const SENT_KYC = draftStorageKey('kyc', 'flow-sent');

/**
 * The identity details just sent, so a person sent back to them (Back after a reload, a
 * rejection they may fix) finds them filled: the proxy does not answer them back. Kept as the
 * form's draft is, in this tab's session storage only.
 */
export function rememberSentKyc(body: KycBody): void {
  try {
    storage()?.setItem(SENT_KYC, JSON.stringify(personValues(body)));
  } catch {
    // Storage full or disabled: after a reload the form starts empty, as before.
  }
}

/** The identity details this tab sent, or undefined (only the form's own fields are read back). */
export function readSentKyc(): KycBody | undefined {
  const raw = readDraft(SENT_KYC);
  return raw ? personBody(pickStrings(emptyPerson(), raw)) : undefined;
}
