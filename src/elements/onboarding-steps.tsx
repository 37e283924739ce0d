/**
 * <paykit-onboarding>'s step components, each loaded when its step is reached: the script swaps
 * react/components/OnboardingFlow/step-views.ts for this module (scripts/build-elements.ts), so a
 * page downloads the flow and the step it opens at, not every form of the journey
 * (docs/elements.md#size). The step change stays instant: once the applicant is in a step
 * (focus, a pointer, typing), the steps that can follow it load in the background.
 */
import { createElement, useEffect, useState, type ComponentType } from 'react';
import { CustomerTypeStep as EagerCustomerTypeStep } from '../react/components/OnboardingFlow/CustomerTypeStep';
import type * as Views from '../react/components/OnboardingFlow/step-views';
import { useFlowT } from '../react/i18n/useFlowT';
import { useProblemT } from '../react/i18n/useProblemT';
import { problemWords } from '../react/internal/problem-words';
import { button } from '../react/styles/base';

/** A step's component, by its name in step-views.ts. */
export type StepViewName = keyof typeof Views;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view has its own props; StepView passes them through
type AnyView = ComponentType<any>;

// Four chunks, not six: steps that share most of their code come together (docs/elements.md#size).
const details = () => import('./onboarding-chunks/details');
const documents = () => import('./onboarding-chunks/documents');

const LOADERS: Record<StepViewName, () => Promise<AnyView>> = {
  CustomerTypeStep: () => Promise.resolve(EagerCustomerTypeStep),
  KycForm: () => details().then((module) => module.KycForm),
  KybForm: () => details().then((module) => module.KybForm),
  DocumentsStep: () => documents().then((module) => module.DocumentsStep),
  LivenessHandoff: () => import('../react/components/LivenessHandoff/LivenessHandoff').then((module) => module.LivenessHandoff),
  VerificationStatus: () => documents().then((module) => module.VerificationStatus),
  AccountStep: () => import('../react/components/OnboardingFlow/AccountStep').then((module) => module.AccountStep),
};

/** What can follow each step (react/components/OnboardingFlow/steps.ts): loaded once the applicant is in it. */
export const NEXT_VIEWS: Readonly<Record<StepViewName, readonly StepViewName[]>> = {
  CustomerTypeStep: ['KycForm', 'KybForm'],
  KycForm: ['DocumentsStep'],
  KybForm: ['DocumentsStep'],
  DocumentsStep: ['LivenessHandoff', 'VerificationStatus'],
  LivenessHandoff: ['VerificationStatus'],
  VerificationStatus: ['AccountStep', 'KybForm', 'DocumentsStep'],
  AccountStep: [],
};

const loaded = new Map<StepViewName, AnyView>([['CustomerTypeStep', EagerCustomerTypeStep]]);
const loading = new Map<StepViewName, Promise<void>>();

/** Loads a step's component (once; a failed load is tried again next time). */
export function preloadStepView(name: StepViewName): Promise<void> {
  let pending = loading.get(name);
  if (!pending) {
    pending = LOADERS[name]().then((view) => void loaded.set(name, view));
    pending.catch(() => loading.delete(name));
    loading.set(name, pending);
  }
  return pending;
}

/** Whether a step's component is here: its step then shows in the same render. */
export function stepViewLoaded(name: StepViewName): boolean {
  return loaded.has(name);
}

function prefetchAfter(name: StepViewName): void {
  for (const next of NEXT_VIEWS[name]) preloadStepView(next).catch(() => {});
}

function StepView({ name, props }: { name: StepViewName; props: Record<string, unknown> }) {
  const { t } = useFlowT('OnboardingFlow');
  const { t: statusT } = useProblemT('OnboardingFlow');
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setVersion] = useState(0);
  const View = loaded.get(name);
  useEffect(() => {
    if (View || failure) return;
    let live = true;
    preloadStepView(name).then(
      () => live && setVersion((version) => version + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [View, failure, name]);

  if (failure) {
    return (
      <div role="alert">
        <p>{t('flow.loadFailed', { message: problemWords(failure.error, statusT) })}</p>
        <button type="button" className={button()} data-variant="secondary" onClick={() => setFailure(null)}>
          {t('flow.retry')}
        </button>
      </div>
    );
  }
  if (!View) {
    return (
      <p role="status" aria-busy="true">
        {t('flow.loading')}
      </p>
    );
  }
  const prefetch = () => prefetchAfter(name);
  // display: contents, set through CSSOM (a strict CSP allows it): the wrapper adds no box to the step's layout.
  return (
    <div style={{ display: 'contents' }} onFocusCapture={prefetch} onPointerDownCapture={prefetch} onKeyDownCapture={prefetch}>
      {/* The view is a module's component, the same on every render (not one made here). */}
      {createElement(View, props)}
    </div>
  );
}

function stepView<Name extends StepViewName>(name: Name): (typeof Views)[Name] {
  const Step = (props: Record<string, unknown>) => <StepView name={name} props={props} />;
  Step.displayName = `Lazy${name}`;
  return Step as unknown as (typeof Views)[Name];
}

export const CustomerTypeStep = stepView('CustomerTypeStep');
export const KycForm = stepView('KycForm');
export const KybForm = stepView('KybForm');
export const DocumentsStep = stepView('DocumentsStep');
export const LivenessHandoff = stepView('LivenessHandoff');
export const VerificationStatus = stepView('VerificationStatus');
export const AccountStep = stepView('AccountStep');
