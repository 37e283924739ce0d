import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // Storybook's own "Onboarding guide" (menu item with a progress ring) and sidebar checklist teach
  // Storybook to its first-time users; in paykit's catalogue they only distract from the components.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
