/** Connected accounts: onboarding (KYC/KYB, documents, liveness), capabilities and virtual accounts. */
import type { KycBody } from 'paykit/schemas';
import type {
  AccountVerificationStatus,
  CapabilityName,
  CreateConnectedAccountBody,
  KybBody,
  KybDocumentType,
  KycDocumentType,
  SetVerificationBody,
} from 'paykit/schemas';
import { accountCapabilities, accountDocument, connectedAccount, livenessSession, sandboxAccount, virtualAccount } from '../../shared/schemas/accounts';
import { page } from '../../shared/schemas/primitives';
import { answered } from './answered';
import type { RequestOptions, Transport } from './transport';

/** Query of the sandbox's connected-account list (control panel only). */
export interface SandboxAccountListParams {
  /** Page size, 1 to 100 (the sandbox's default 20). */
  limit?: number;
  /** How many entries to skip, newest first (default 0). */
  offset?: number;
  /** Only accounts with this verification status. */
  verification_status?: AccountVerificationStatus;
}

/** A document to upload: the file and its type. */
export interface DocumentUpload<T extends string> {
  /** The document's bytes; its type is judged from its content (JPEG, PNG or PDF), at most 10 MB. */
  file: Blob;
  /** Sent as the part's file name; informative only. */
  filename?: string;
  /** What the document is. */
  document_type: T;
}

const accountPath = (id: string, rest = '') => `/api/v1/accounts/${encodeURIComponent(id)}${rest}`;

function documentForm<T extends string>(upload: DocumentUpload<T>): FormData {
  const form = new FormData();
  form.append('document_type', upload.document_type);
  form.append('file', upload.file, upload.filename ?? (upload.file instanceof File ? upload.file.name : 'document'));
  return form;
}

const sandboxAccountPage = page(sandboxAccount);

export function accountsApi(t: Transport) {
  const request = answered(t);
  return {
    connectedAccounts: {
      create: (body: CreateConnectedAccountBody, call: RequestOptions = {}) =>
        request('connectedAccounts.create', connectedAccount, { ...call, method: 'POST', path: '/api/v1/accounts', body }),

      retrieve: (id: string, call: RequestOptions = {}) =>
        request('connectedAccounts.retrieve', connectedAccount, { ...call, method: 'GET', path: accountPath(id) }),

      /** Individual identity data (POST …/kyc); posting again replaces it. */
      submitKyc: (id: string, body: KycBody, call: RequestOptions = {}) =>
        request('connectedAccounts.submitKyc', connectedAccount, { ...call, method: 'POST', path: accountPath(id, '/kyc'), body }),

      /** Business data and beneficial owners (POST …/kyb); posting again replaces it. */
      submitKyb: (id: string, body: KybBody, call: RequestOptions = {}) =>
        request('connectedAccounts.submitKyb', connectedAccount, { ...call, method: 'POST', path: accountPath(id, '/kyb'), body }),

      uploadKycDocument: (id: string, upload: DocumentUpload<KycDocumentType>, call: RequestOptions = {}) =>
        request('connectedAccounts.uploadKycDocument', accountDocument, {
          ...call,
          method: 'POST',
          path: accountPath(id, '/kyc/documents'),
          form: documentForm(upload),
        }),

      uploadKybDocument: (id: string, upload: DocumentUpload<KybDocumentType>, call: RequestOptions = {}) =>
        request('connectedAccounts.uploadKybDocument', accountDocument, {
          ...call,
          method: 'POST',
          path: accountPath(id, '/kyb/documents'),
          form: documentForm(upload),
        }),

      /** The URL to send the individual to for the selfie check (after an identity document upload). */
      createLivenessUrl: (id: string, call: RequestOptions = {}) =>
        request('connectedAccounts.createLivenessUrl', livenessSession, { ...call, method: 'POST', path: accountPath(id, '/kyc/liveness') }),

      /** After supplying every required_info item: sends the account back to review. */
      resubmit: (id: string, call: RequestOptions = {}) =>
        request('connectedAccounts.resubmit', connectedAccount, { ...call, method: 'POST', path: accountPath(id, '/resubmit') }),

      activateCapabilities: (id: string, capabilities: CapabilityName[], call: RequestOptions = {}) =>
        request('connectedAccounts.activateCapabilities', accountCapabilities, {
          ...call,
          method: 'POST',
          path: accountPath(id, '/capabilities'),
          body: { capabilities },
        }),

      /** Issues the BSB/account number (and Solana address); repeat calls return the same details. */
      issueVirtualAccount: (id: string, call: RequestOptions = {}) =>
        request('connectedAccounts.issueVirtualAccount', virtualAccount, { ...call, method: 'POST', path: accountPath(id, '/virtual-account') }),

      /**
       * Sandbox only: reads back the issued virtual account (404 before issue). The real service
       * answers this path 404 whatever was issued; the proxy never calls it (it serves what
       * `issueVirtualAccount` answered, kept in its StatusStore). For sandbox tooling and tests.
       */
      retrieveVirtualAccount: (id: string, call: RequestOptions = {}) =>
        request('connectedAccounts.retrieveVirtualAccount', virtualAccount, { ...call, method: 'GET', path: accountPath(id, '/virtual-account') }),
    },
  };
}

export function accountsSandboxApi(t: Transport) {
  const request = answered(t);
  return {
    /** Moves a connected account's verification and fires account.verification_status_updated. */
    setVerification: (id: string, body: SetVerificationBody, call: RequestOptions = {}) =>
      request('sandbox.setVerification', connectedAccount, {
        ...call,
        method: 'POST',
        path: `/api/v1/sandbox/accounts/${encodeURIComponent(id)}/verification`,
        body,
      }),
    /** Sandbox extension: every connected account, newest first, with the name its details give. */
    listAccounts: (params: SandboxAccountListParams = {}, call: RequestOptions = {}) =>
      request('sandbox.listAccounts', sandboxAccountPage, { ...call, method: 'GET', path: '/api/v1/sandbox/accounts', query: { ...params } }),
  };
}
