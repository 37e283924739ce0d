/** Every component hands its ref and the caller's other props to its root element, under React 18 and 19. */
import { render, waitFor } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { accounts, createOnboardingBackend, individualAccount, virtualAccount } from '../../../test/fixtures/onboarding';
import { PaykitProvider } from '../provider/PaykitProvider';
import { DocumentUploader } from './DocumentUploader';
import { KybForm } from './KybForm';
import { KycForm } from './KycForm';
import { LivenessHandoff } from './LivenessHandoff';
import { VerificationStatus } from './VerificationStatus';
import { VirtualAccountCard } from './VirtualAccountCard';

type Case = [name: string, render: (ref: React.RefObject<HTMLElement | null>) => ReactElement, root: string];

const CASES: Case[] = [
  ['KycForm', (ref) => <KycForm ref={ref as React.RefObject<HTMLFormElement>} id="mine" data-testid="x" className="shop" />, 'form[data-form="kyc"]'],
  ['KybForm', (ref) => <KybForm ref={ref as React.RefObject<HTMLFormElement>} id="mine" data-testid="x" className="shop" />, 'form[data-form="kyb"]'],
  [
    'DocumentUploader',
    (ref) => <DocumentUploader ref={ref} documentType="passport" id="mine" data-testid="x" className="shop" />,
    '[data-paykit="document-uploader"]',
  ],
  [
    'DocumentUploader with a legend',
    (ref) => <DocumentUploader ref={ref} slots={[{ type: 'id_front' }, { type: 'id_back' }]} legend="Your ID card" id="mine" data-testid="x" className="shop" />,
    'fieldset[data-paykit="document-uploader"]',
  ],
  [
    'LivenessHandoff',
    (ref) => <LivenessHandoff ref={ref as React.RefObject<HTMLDivElement>} id="mine" data-testid="x" className="shop" />,
    '[data-paykit="liveness-handoff"]',
  ],
  ['VerificationStatus', (ref) => <VerificationStatus ref={ref} id="mine" data-testid="x" className="shop" />, '[data-paykit="verification-status"]'],
  ['VirtualAccountCard', (ref) => <VirtualAccountCard ref={ref} id="mine" data-testid="x" className="shop" />, '[data-paykit="virtual-account-card"]'],
];

describe('components pass their ref and other props to their root', () => {
  it.each(CASES)('%s', async (_name, element, selector) => {
    const backend = createOnboardingBackend({ account: individualAccount({}), virtualAccount });
    const ref = createRef<HTMLElement>();
    render(<PaykitProvider client={backend.client}>{element(ref)}</PaykitProvider>);
    const root = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(selector);
      if (!found) throw new Error(`no ${selector}`);
      return found;
    });
    expect(ref.current).toBe(root);
    expect(root).toHaveAttribute('id', 'mine');
    expect(root).toHaveAttribute('data-testid', 'x');
    expect(root.className).toMatch(/^pk-\S+ shop$/);
  });

  it('the root keeps its own data-state over a caller’s', async () => {
    const backend = createOnboardingBackend({ account: accounts.approvedActive, virtualAccount });
    render(
      <PaykitProvider client={backend.client}>
        <VirtualAccountCard data-state="mine" />
      </PaykitProvider>,
    );
    await waitFor(() => expect(document.querySelector('[data-paykit="virtual-account-card"]')).toHaveAttribute('data-state', 'ready'));
  });
});
