import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The MDX pages (Getting started) first in the sidebar, then the stories.
  stories: ['../packages/widgets/src/**/*.mdx', '../packages/widgets/src/**/*.stories.@(ts|tsx)'],
  // addon-docs: a docs page per component (autodocs, see preview.tsx) with its prop table.
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
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
