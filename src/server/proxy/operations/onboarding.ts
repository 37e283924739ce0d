/**
 * The signed-in customer's onboarding. Every call acts on resolveAccount(request) — the
 * browser never names an account — and capabilities are limited to the merchant's list.
 */
import * as z from 'zod/mini';
import { NotFoundError } from '../../../shared/errors';
import { detectFileType } from '../../../shared/file-type';
import {
  CAPABILITY_NAMES,
  KYB_DOCUMENT_TYPES,
  KYC_DOCUMENT_TYPES,
  kybBody,
  kycBody,
  type KybDocumentType,
  type KycDocumentType,
} from '../../../shared/schemas/accounts';
import { formatBytes, readLimited } from '../../../web/json-body';
import type { ProxyContext } from '../context';
import { forbidden, HttpError, invalidRequest, json, notFound, payloadTooLarge, unsupportedMediaType } from '../../../web/http-error';
import { validated } from '../validated';
import { onboardingAccountView } from '../views';
import type { VirtualAccountView } from '../../../shared/schemas/views';

export async function retrieveAccount(ctx: ProxyContext): Promise<Response> {
  return json(onboardingAccountView(await ctx.options.client.connectedAccounts.retrieve(await ctx.account())));
}

/** Creates the customer's account once; a second call answers the existing one. */
export async function createAccount(ctx: ProxyContext): Promise<Response> {
  const { client, createAccount: decide, onAccountCreated, resolveAccount } = ctx.options;
  const existing = resolveAccount ? await resolveAccount(ctx.request) : null;
  if (existing) return json(onboardingAccountView(await client.connectedAccounts.retrieve(existing)));
  if (!decide) throw forbidden('This platform does not open accounts from the browser');
  const fields = await decide(ctx.request, await ctx.json());
  if (!fields) throw invalidRequest('An account cannot be opened for this session');
  const account = await client.connectedAccounts.create(fields);
  await onAccountCreated?.(ctx.request, account.connected_account_id);
  return json(onboardingAccountView(account), 201);
}

export async function submitKyc(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.account();
  const body = validated(kycBody, await ctx.json());
  return json(onboardingAccountView(await ctx.options.client.connectedAccounts.submitKyc(id, body)));
}

export async function submitKyb(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.account();
  const body = validated(kybBody, await ctx.json());
  return json(onboardingAccountView(await ctx.options.client.connectedAccounts.submitKyb(id, body)));
}

/** Multipart room for the boundaries and the document_type field around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

export async function uploadDocument(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.account();
  const { client, maxDocumentBytes } = ctx.options;
  const type = ctx.request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(type.trim())) {
    throw unsupportedMediaType('Upload documents as multipart/form-data with fields "file" and "document_type"');
  }
  const tooLarge = () => payloadTooLarge(`Documents can be at most ${formatBytes(maxDocumentBytes)}`);
  const bytes = await readLimited(ctx.request, maxDocumentBytes + MULTIPART_OVERHEAD, tooLarge);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalidRequest('The upload is not valid multipart/form-data');
  }
  const file = form.get('file');
  const documentType = form.get('document_type');
  if (!(file instanceof Blob) || file.size === 0) throw invalidRequest('Choose a file to upload (field "file")');
  if (file.size > maxDocumentBytes) throw tooLarge();
  const content = new Uint8Array(await file.arrayBuffer());
  const detected = detectFileType(content);
  if (!detected) {
    throw new HttpError(415, 'unsupported_file_type', 'This file is not a JPEG, PNG or PDF (its contents were checked, not its name)');
  }
  const account = await client.connectedAccounts.retrieve(id);
  const upload = { file: new Blob([content], { type: detected.contentType }), filename: `document.${detected.extension}` };
  if (account.customer_type === 'individual') {
    const document_type = documentTypeOf(documentType, KYC_DOCUMENT_TYPES);
    return json(await client.connectedAccounts.uploadKycDocument(id, { ...upload, document_type }), 201);
  }
  const document_type = documentTypeOf(documentType, KYB_DOCUMENT_TYPES);
  return json(await client.connectedAccounts.uploadKybDocument(id, { ...upload, document_type }), 201);
}

function documentTypeOf<T extends KycDocumentType | KybDocumentType>(value: unknown, allowed: readonly T[]): T {
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw invalidRequest(`document_type must be one of: ${allowed.join(', ')}`);
}

export async function startLiveness(ctx: ProxyContext): Promise<Response> {
  return json(await ctx.options.client.connectedAccounts.createLivenessUrl(await ctx.account()));
}

export async function resubmit(ctx: ProxyContext): Promise<Response> {
  return json(onboardingAccountView(await ctx.options.client.connectedAccounts.resubmit(await ctx.account())));
}

const capabilitiesBody = z.object({ capabilities: z.array(z.enum(CAPABILITY_NAMES)).check(z.minLength(1, 'must name at least one capability')) });

export async function activateCapabilities(ctx: ProxyContext): Promise<Response> {
  const id = await ctx.account();
  const { capabilities } = validated(capabilitiesBody, await ctx.json());
  const refused = capabilities.filter((c) => !ctx.options.allowedCapabilities.includes(c));
  if (refused.length > 0) throw forbidden(`This platform does not let customers turn on: ${refused.join(', ')}`);
  const result = await ctx.options.client.connectedAccounts.activateCapabilities(id, capabilities);
  return json({ capabilities: result.capabilities });
}

function virtualAccountView(va: VirtualAccountView): VirtualAccountView {
  const { account_name, bsb, account_number, currency, solana_address, solana_assets } = va;
  return { account_name, bsb, account_number, currency, solana_address, solana_assets };
}

export async function retrieveVirtualAccount(ctx: ProxyContext): Promise<Response> {
  try {
    return json(virtualAccountView(await ctx.options.client.connectedAccounts.retrieveVirtualAccount(await ctx.account())));
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound('No virtual account has been issued yet');
    throw error;
  }
}

export async function issueVirtualAccount(ctx: ProxyContext): Promise<Response> {
  return json(virtualAccountView(await ctx.options.client.connectedAccounts.issueVirtualAccount(await ctx.account())));
}
