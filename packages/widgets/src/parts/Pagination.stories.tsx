import type { Meta, StoryObj } from '@storybook/react';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { WidgetRoot } from '../core/WidgetRoot';
import { Pagination, type PaginationProps, paginationCss } from './Pagination';

/** A stateful harness: stories click through pages like a user would. */
function Harness(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <WidgetRoot className="convive-story" css={paginationCss}>
      <Pagination
        {...props}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          props.onPageChange(next);
        }}
      />
    </WidgetRoot>
  );
}

const meta = {
  title: 'Parts/Pagination',
  component: Pagination,
  render: (args) => <Harness {...args} />,
  args: { page: 1, pageCount: 5, onPageChange: fn() },
  parameters: { expectText: 'Siguiente' },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Up to 7 pages every number shows. */
export const Default: Story = {};

/** Beyond 7 pages: a window with two ellipses around the current page (spec 01 §9). */
export const ManyPagesMiddle: Story = {
  args: { page: 10, pageCount: 20 },
  parameters: { expectText: 'Página 11' },
};

/** Near the start: 1 2 3 4 5 … N, 'Anterior' disabled. */
export const FirstOfMany: Story = {
  args: { page: 1, pageCount: 20 },
  parameters: { expectText: 'Página 20' },
};

/** Near the end: 1 … N-4 … N, 'Siguiente' disabled. */
export const LastOfMany: Story = {
  args: { page: 20, pageCount: 20 },
  parameters: { expectText: 'Página 16' },
};
