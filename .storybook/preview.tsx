import type { Preview } from '@storybook/react';
import type { Locale } from '../packages/widgets/src/i18n/types';
import { type FixtureOptions, WithConvive } from '../packages/widgets/src/test/withConvive';

/**
 * Every story renders inside a fixture Convive (no server): a story puts its API answers and its
 * signed-in user in `parameters.convive` (FixtureOptions), and the toolbar picks the locale.
 */
const preview = {
  // A docs page (prop table, description, every story) for each widget, part and element.
  tags: ['autodocs'],
  decorators: [
    (Story, context) => (
      <WithConvive
        {...((context.parameters.convive as FixtureOptions | undefined) ?? {})}
        locale={(context.globals.locale as Locale | undefined) ?? 'es'}
      >
        <Story />
      </WithConvive>
    ),
  ],
  globalTypes: {
    locale: {
      description: 'Language of the widgets',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español' },
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'es' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone: { name: 'Phone (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
  },
} satisfies Preview;

export default preview;
