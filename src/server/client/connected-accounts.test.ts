import { describe, expect, it } from 'vitest';
import { accountsApi, accountsSandboxApi } from './connected-accounts';
import { serviceAnswer } from '../../../test/fixtures/service-answers';
import type { RequestSpec, Transport } from './transport';

function recorder() {
  const specs: RequestSpec[] = [];
  const t: Transport = {
    request: (spec: RequestSpec) => {
      specs.push(spec);
      return Promise.resolve(serviceAnswer(spec.method, spec.path));
    },
    upstream: { now: Date.now, sandbox: false },
  };
  return { specs, api: accountsApi(t).connectedAccounts, sandbox: accountsSandboxApi(t) };
}

describe('connected accounts client', () => {
  it('sends each operation to its /api/v1 path with the right method and body', async () => {
    const { specs, api, sandbox } = recorder();
    const id = 'acct_1/x';
    const enc = 'acct_1%2Fx';
    await api.create({ customer_type: 'individual', email: 'a@example.com', country: 'AU', reference_id: 'r' });
    await api.retrieve(id);
    await api.submitKyc(id, {} as never);
    await api.submitKyb(id, {} as never);
    await api.createLivenessUrl(id);
    await api.resubmit(id);
    await api.activateCapabilities(id, ['inbound_payments']);
    await api.issueVirtualAccount(id);
    await api.retrieveVirtualAccount(id, { onBehalfOf: 'acct_2' });
    await sandbox.setVerification(id, { status: 'approved' });
    expect(specs.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/v1/accounts',
      `GET /api/v1/accounts/${enc}`,
      `POST /api/v1/accounts/${enc}/kyc`,
      `POST /api/v1/accounts/${enc}/kyb`,
      `POST /api/v1/accounts/${enc}/kyc/liveness`,
      `POST /api/v1/accounts/${enc}/resubmit`,
      `POST /api/v1/accounts/${enc}/capabilities`,
      `POST /api/v1/accounts/${enc}/virtual-account`,
      `GET /api/v1/accounts/${enc}/virtual-account`,
      `POST /api/v1/sandbox/accounts/${enc}/verification`,
    ]);
    expect(specs[6]?.body).toEqual({ capabilities: ['inbound_payments'] });
    expect(specs[8]?.onBehalfOf).toBe('acct_2');
    expect(specs[9]?.body).toEqual({ status: 'approved' });
  });

  it('uploads documents as multipart with fields file and document_type', async () => {
    const { specs, api } = recorder();
    await api.uploadKycDocument('acct_1', { file: new Blob([Uint8Array.from([0xff, 0xd8, 0xff])]), filename: 'front.jpg', document_type: 'id_front' });
    await api.uploadKybDocument('acct_1', { file: new File([Uint8Array.from([0x25])], 'deed.pdf'), document_type: 'trust_deed' });
    const [kyc, kyb] = specs;
    expect(kyc?.path).toBe('/api/v1/accounts/acct_1/kyc/documents');
    expect(kyc?.body).toBeUndefined();
    expect(kyc?.form?.get('document_type')).toBe('id_front');
    const file = kyc?.form?.get('file') as File;
    expect(file.name).toBe('front.jpg');
    expect(file.size).toBe(3);
    expect(kyb?.path).toBe('/api/v1/accounts/acct_1/kyb/documents');
    expect((kyb?.form?.get('file') as File).name).toBe('deed.pdf');
  });
});
