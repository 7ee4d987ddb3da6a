import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // Workspace packages are read from their TypeScript sources, as the host app does.
  viteFinal: (vite) => ({
    ...vite,
    resolve: {
      ...vite.resolve,
      conditions: ['@muster/source', 'module', 'browser', 'development|production'],
    },
  }),
};

export default config;
