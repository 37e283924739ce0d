/**
 * The onboarding status components' classes are all in paykit/styles.css (under a strict CSP
 * that file is the only way styles reach the page): render their states, compare.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accounts, createOnboardingBackend, fileOf, virtualAccount } from '../../../../test/fixtures/onboarding';
import { PaykitProvider } from '../../provider/PaykitProvider';
import { baseStylesheet } from '../../stylesheet';
import { DocumentUploader } from '../DocumentUploader/DocumentUploader';
import { LivenessHandoff } from '../LivenessHandoff/LivenessHandoff';
import { VirtualAccountCard } from '../VirtualAccountCard/VirtualAccountCard';
import { VerificationStatus } from './VerificationStatus';

const sheet = baseStylesheet();

function missingClasses(): string[] {
  const found = new Set<string>();
  for (const element of document.querySelectorAll('[class]')) {
    for (const name of (element.getAttribute('class') ?? '').split(/\s+/)) if (/^pk-(?:[tck]-|theme-)/.test(name)) found.add(name);
  }
  expect(found.size).toBeGreaterThan(10);
  return [...found].filter((name) => !sheet.includes(name));
}

describe('onboarding status styles', () => {
  it('are all in the base style sheet', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const status = createOnboardingBackend({ account: accounts.moreInfoEverything, upload: { durationMs: 10_000, hang: true } });
    const card = createOnboardingBackend({ account: accounts.approvedActive, virtualAccount });
    const liveness = createOnboardingBackend({ account: accounts.livenessReady });
    render(
      <>
        <PaykitProvider client={status.client}>
          <VerificationStatus intervalMs={20} upload={status.upload} renderOwnerInfo={() => null} />
          <DocumentUploader slots={[{ type: 'id_front' }, { type: 'id_back' }]} legend="Licence" capture="user" upload={status.upload} />
        </PaykitProvider>
        <PaykitProvider client={card.client} theme="dark">
          <VirtualAccountCard intervalMs={20} />
        </PaykitProvider>
        <PaykitProvider client={liveness.client}>
          <LivenessHandoff intervalMs={20} openUrl={() => {}} />
        </PaykitProvider>
      </>,
    );
    await waitFor(() => expect(document.querySelector('[data-paykit="virtual-account-card"]')).toHaveAttribute('data-state', 'ready'));
    await waitFor(() => expect(document.querySelector('[data-paykit="verification-status"]')).toHaveAttribute('data-state', 'more_info_required'));
    await user.click(await screen.findByRole('button', { name: 'Use my phone instead' }));
    await screen.findByRole('img', { name: /QR code/ });
    const [first] = screen.getAllByLabelText(/Choose a file Front of your ID/);
    await user.upload(first!, fileOf('jpeg'));
    await screen.findAllByRole('progressbar');
    expect(missingClasses()).toEqual([]);
  }, 30_000);
});
