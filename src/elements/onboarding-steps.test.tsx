/**
 * <paykit-onboarding>'s steps as the script loads them (onboarding-steps.tsx in place of
 * step-views.ts, as scripts/build-elements.ts swaps them): a step not loaded yet says so and then
 * shows; a step the applicant is about to reach was loaded while they answered the one before,
 * so it shows in the same render as the step change.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFlowBackend } from '../../test/fixtures/onboarding-flow';
import { OnboardingFlow, type OnboardingFlowProps } from '../react/components/OnboardingFlow/OnboardingFlow';
import { PaykitProvider } from '../react/provider/PaykitProvider';
import { stepViewLoaded } from './onboarding-steps';

vi.mock('../react/components/OnboardingFlow/step-views', () => import('./onboarding-steps'));

function setup(props: Partial<OnboardingFlowProps> = {}) {
  const backend = createFlowBackend({ upload: { durationMs: 16 } });
  render(
    <PaykitProvider client={backend.client}>
      <OnboardingFlow intervalMs={20} upload={backend.upload} {...props} />
    </PaykitProvider>,
  );
  const root = () => document.querySelector<HTMLElement>('[data-paykit="onboarding-flow"]')!;
  return { root, user: userEvent.setup() };
}

beforeEach(() => sessionStorage.clear());

// A chunk's first import compiles its modules in the test run: seconds on a loaded machine.
const LOADING = { timeout: 20_000 };

// The forms render every country of the world: slow in jsdom.
describe('paykit/elements: the onboarding steps, each loaded when reached', { timeout: 60_000 }, () => {
  // First: no step is loaded yet in this file.
  it('a step whose code is not here yet says it is loading, then shows its form', async () => {
    expect(stepViewLoaded('KybForm')).toBe(false);
    const { root } = setup({ customerType: 'business' });
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'details'), LOADING);
    expect(await screen.findByText('Loading your application…', {}, LOADING)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Continue' }, LOADING)).toBeInTheDocument();
    expect(document.querySelector('form[data-form="kyb"]')).not.toBeNull();
    expect(screen.queryByText('Loading your application…')).toBeNull();
  });

  it('loads the details form while the applicant answers the first question: the next step shows at once', async () => {
    const { root, user } = setup();
    await waitFor(() => expect(root()).toHaveAttribute('data-state', 'customer-type'), LOADING);
    expect(stepViewLoaded('KycForm')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Individual' }));
    // Answering started the load of what follows.
    await waitFor(() => expect(stepViewLoaded('KycForm')).toBe(true), LOADING);
    expect(stepViewLoaded('DocumentsStep')).toBe(false);

    // Whether the details step ever says it is loading: it must not, its form is already here.
    let loadingShown = false;
    const observer = new MutationObserver(() => {
      if (root().textContent?.includes('Loading your application…')) loadingShown = true;
    });
    observer.observe(root(), { subtree: true, childList: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(root().querySelector('form[data-form="kyc"]')).not.toBeNull(), LOADING);
    observer.disconnect();
    expect(root()).toHaveAttribute('data-state', 'details');
    expect(loadingShown).toBe(false);
    // Typing in the form loads the documents step.
    await user.click(root().querySelector<HTMLInputElement>('form[data-form="kyc"] input')!);
    await waitFor(() => expect(stepViewLoaded('DocumentsStep')).toBe(true), LOADING);
  });
});
