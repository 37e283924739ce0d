/** Display helpers: times in UTC against the sandbox's virtual now, labels for API codes. */
import type { RejectionReason, RequiredInfoItem } from '../../../src/shared/schemas/accounts';

/** "2026-01-15 09:30:00 UTC". */
export function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** "in 29 min", "2 h 5 min ago", "now": `iso` relative to the virtual `now`. */
export function relativeTo(iso: string, now: string | undefined): string {
  if (!now) return '';
  const seconds = Math.round((Date.parse(iso) - Date.parse(now)) / 1000);
  const magnitude = Math.abs(seconds);
  if (magnitude < 60) return seconds === 0 ? 'now' : seconds > 0 ? `in ${magnitude} s` : `${magnitude} s ago`;
  const minutes = Math.floor(magnitude / 60);
  const span = minutes >= 60 ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}` : `${minutes} min`;
  return seconds > 0 ? `in ${span}` : `${span} ago`;
}

export const REJECTION_LABELS: Record<RejectionReason, string> = {
  expired_document: 'Expired document',
  unreadable_document_image: 'Unreadable document image',
  name_mismatch: 'Name mismatch',
  address_mismatch: 'Address mismatch',
};

export const REQUIRED_INFO_LABELS: Record<RequiredInfoItem, string> = {
  additional_document: 'Additional document',
  address_proof: 'Proof of address',
  beneficial_owner_info: 'Beneficial owner information',
  document_quality: 'Better document image',
};

/**
 * The choices, in the labels' order. Typed as Records over the shared types so a new reason or
 * item fails the type check here; kept local so the page does not bundle zod for two lists.
 */
export const REJECTION_REASONS = Object.keys(REJECTION_LABELS) as RejectionReason[];
export const REQUIRED_INFO_ITEMS = Object.keys(REQUIRED_INFO_LABELS) as RequiredInfoItem[];

export function humanize(code: string): string {
  const words = code.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
