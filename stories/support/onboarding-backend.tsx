/**
 * The onboarding component stories' frame: each story gets its own fake proxy (no server) whose
 * account starts where `parameters.onboarding.backend` says, on a surface in the story's width.
 */
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createOnboardingBackend, type OnboardingBackend, type OnboardingBackendOptions } from '../../test/fixtures/onboarding';
import { StoryProvider, StorySurface } from './globals';

export interface OnboardingParameters {
  backend?: OnboardingBackendOptions;
  width?: number;
}

const Backend = createContext<OnboardingBackend | null>(null);

/** The story's fake proxy, for components that take its `upload`. */
export function useStoryBackend(): OnboardingBackend | null {
  return useContext(Backend);
}

function Frame({
  defaults,
  width,
  parameters,
  children,
}: {
  defaults: OnboardingBackendOptions;
  width: number;
  parameters: OnboardingParameters;
  children: ReactNode;
}) {
  const backend = useMemo(() => createOnboardingBackend({ ...defaults, ...parameters.backend }), [defaults, parameters]);
  useEffect(() => () => backend.dispose(), [backend]);
  return (
    <Backend.Provider value={backend}>
      <StoryProvider client={backend.client}>
        <StorySurface width={parameters.width ?? width}>{children}</StorySurface>
      </StoryProvider>
    </Backend.Provider>
  );
}

/** `defaults`: the backend every story of the file starts from; `width`: the frame's default width in px. */
export function withOnboardingBackend(defaults: OnboardingBackendOptions, width: number): Decorator {
  return (Story, context) => (
    <Frame defaults={defaults} width={width} parameters={(context.parameters.onboarding ?? {}) as OnboardingParameters}>
      <Story />
    </Frame>
  );
}
