import type { Meta, StoryObj } from '@storybook/react';
import { Avatar } from './Avatar';

/** A small square picture, inline, so the story needs no network. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="24" r="12" fill="#4f46e5"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#4f46e5"/></svg>',
)}`;

const meta = {
  title: 'Parts/Avatar',
  component: Avatar,
  args: { name: 'Lucía Fernández', src: PICTURE, size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
  parameters: { expectText: 'Lucía Fernández' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoPicture: Story = {
  args: { src: null },
  parameters: { expectText: 'LF' },
};

/** The picture fails to load: the initials take its place. */
export const BrokenPicture: Story = {
  args: { src: '/media/profiles/does-not-exist.jpg' },
};

export const LongName: Story = {
  args: { name: 'María de los Ángeles Fernández-Castillo', src: null },
  parameters: { expectText: 'MD' },
};

/** No name at all: '?' on the default colour (#4F46E5). */
export const NoName: Story = {
  args: { name: null, src: null },
  parameters: { expectText: '?' },
};

export const Sizes: Story = {
  args: { src: null },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} src={PICTURE} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
  parameters: { expectText: 'LF' },
};

export const Phone: Story = {
  args: { src: null, size: 'lg' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { expectText: 'LF' },
};
