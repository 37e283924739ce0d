import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { accounts, createOnboardingBackend } from '../../../test/fixtures/onboarding';
import { PaykitProvider } from '../provider/PaykitProvider';
import { useCapabilityActivation } from './useCapabilityActivation';

function withBackend(options: Parameters<typeof createOnboardingBackend>[0]) {
  const backend = createOnboardingBackend({ account: accounts.approved, ...options });
  const wrapper = ({ children }: { children: ReactNode }) => <PaykitProvider client={backend.client}>{children}</PaykitProvider>;
  return { backend, wrapper };
}

describe('useCapabilityActivation', () => {
  it('turns incoming payments on and answers with the capabilities', async () => {
    const { backend, wrapper } = withBackend({});
    const { result } = renderHook(() => useCapabilityActivation(), { wrapper });
    expect(result.current.state).toBe('idle');
    let capabilities: unknown;
    await act(async () => {
      capabilities = await result.current.activate();
    });
    expect(capabilities).toEqual(['inbound_payments']);
    expect(result.current.state).toBe('done');
    expect(backend.requests).toContain('POST /onboarding/capabilities');
  });

  it('tells the platform’s refusal (403) from other failures, and reports each', async () => {
    const onError = vi.fn();
    const { wrapper } = withBackend({ allowedCapabilities: [] });
    const { result } = renderHook(() => useCapabilityActivation(onError), { wrapper });
    await act(async () => {
      expect(await result.current.activate()).toBeNull();
    });
    expect(result.current.state).toBe('forbidden');
    expect(result.current.message).not.toBe('');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }));
    act(() => result.current.markDone());
    expect(result.current).toMatchObject({ state: 'done', message: '' });
  });
});
