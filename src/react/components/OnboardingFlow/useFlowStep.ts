import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import type { OnboardingStep } from './steps';
import { useLatest } from '../../internal/useLatest';

/** Where the flow stands before it can show a step: loading the account, or failed to. */
export type FlowPhase = { kind: 'loading' } | { kind: 'error'; error: unknown } | { kind: 'ready' };

/** The step props of OnboardingFlow. */
export interface FlowStepOptions {
  /** Controlled: the step shown; the flow asks to move through onStepChange. */
  step?: OnboardingStep | undefined;
  /** Uncontrolled: the step to open at instead of where the account stands. */
  defaultStep?: OnboardingStep | undefined;
  /** Uncontrolled: every step the flow shows, the one it resumes at included. Controlled: each step the flow asks to move to. */
  onStepChange?: ((step: OnboardingStep) => void) | undefined;
}

/** The flow's position, and the ways to move it. */
export interface FlowStep {
  /** Loading, failed to load, or ready. */
  phase: FlowPhase;
  /** The step shown once ready (null until the account has been read). */
  step: OnboardingStep | null;
  /** The step's heading: it takes focus after the customer moves. */
  heading: RefObject<HTMLHeadingElement | null>;
  /** The customer moved (or the review moved them): focus follows to the heading. */
  go: (step: OnboardingStep) => void;
  /** The account was read: show where it stands (no focus move). */
  resume: (step: OnboardingStep) => void;
  /** The account is being read. */
  loading: () => void;
  /** Reading the account failed (Retry is offered). */
  failed: (error: unknown) => void;
}

/**
 * The flow's step: its own, or its caller's (`step` + `onStepChange`), plus the loading and
 * error phases before one can be shown. After a move the step's heading takes focus; in the
 * uncontrolled mode each step shown is reported once ready, as before `step` existed.
 */
export function useFlowStep({ step: stepProp, defaultStep, onStepChange }: FlowStepOptions): FlowStep {
  const controlled = stepProp !== undefined;
  const report = useLatest(onStepChange);
  const [phase, setPhase] = useState<FlowPhase>({ kind: 'loading' });
  const [step, setStep] = useControllableState<OnboardingStep | null>({
    value: stepProp,
    defaultValue: null,
    onChange: controlled ? (next) => next && report.current?.(next) : undefined,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // defaultStep applies to the first load only; a retry resumes where the account stands.
  const opening = useRef(defaultStep);

  const go = useCallback(
    (next: OnboardingStep) => {
      moved.current = true;
      setStep(next);
    },
    [setStep],
  );
  const resume = useCallback(
    (next: OnboardingStep) => {
      const target = opening.current ?? next;
      opening.current = undefined;
      setStep(target);
      setPhase({ kind: 'ready' });
    },
    [setStep],
  );
  const loading = useCallback(() => setPhase({ kind: 'loading' }), []);
  const failed = useCallback((error: unknown) => setPhase({ kind: 'error', error }), []);

  const ready = phase.kind === 'ready';
  useEffect(() => {
    if (!step || !ready) return;
    if (moved.current) heading.current?.focus();
    if (!controlled) report.current?.(step);
  }, [step, ready, controlled, report]);

  return { phase, step, heading, go, resume, loading, failed };
}
