import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // The workspace sdk and widgets run from their TypeScript source (the `source` export
    // condition), so stories need no build of either package first.
    viteConfig.resolve ??= {};
    viteConfig.resolve.conditions = ['source', ...(viteConfig.resolve.conditions ?? [])];
    return viteConfig;
  },
};

export default config;
