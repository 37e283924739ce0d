import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    // Accessibility violations fail the story's test run instead of being listed only.
    a11y: { test: 'error' },
    layout: 'centered',
  },
};

export default preview;
