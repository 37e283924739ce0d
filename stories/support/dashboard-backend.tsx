/**
 * The dashboard component stories' frame: each story gets its own fake proxy (no server) answering
 * as `parameters.dashboard.backend` says, on a surface of the story's width.
 */
import type { Decorator } from '@storybook/react-vite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { createDashboardBackend, type DashboardBackendOptions } from '../../test/fixtures/dashboard';
import { StoryProvider, StorySurface } from './globals';

export interface DashboardParameters {
  /** Merged over the file's defaults; `routes` route by route. */
  backend?: DashboardBackendOptions;
  width?: number;
}

function Frame({
  defaults,
  width,
  parameters,
  children,
}: {
  defaults: DashboardBackendOptions;
  width: number;
  parameters: DashboardParameters;
  children: ReactNode;
}) {
  const backend = useMemo(
    () => createDashboardBackend({ ...defaults, ...parameters.backend, routes: { ...defaults.routes, ...parameters.backend?.routes } }),
    [defaults, parameters],
  );
  useEffect(() => () => backend.dispose(), [backend]);
  return (
    <StoryProvider client={backend.client}>
      <StorySurface width={parameters.width ?? width}>{children}</StorySurface>
    </StoryProvider>
  );
}

/** `defaults`: the fake proxy every story of the file starts from; `width`: the frame's default width in px. */
export function withDashboardBackend(defaults: DashboardBackendOptions, width: number): Decorator {
  return (Story, context) => (
    <Frame defaults={defaults} width={width} parameters={(context.parameters.dashboard ?? {}) as DashboardParameters}>
      <Story />
    </Frame>
  );
}
