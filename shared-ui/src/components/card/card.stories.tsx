import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    title: 'Your Teams (3)',
    children: 'Cards group related content: a list, a form, a table.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button size="sm" variant="secondary">
          Export
        </Button>
        <Button size="sm">Create</Button>
      </>
    ),
  },
};

export const Untitled: Story = { args: { title: undefined } };

export const LongTitleWraps: Story = {
  args: {
    title: 'Premier League 2022/23 — Championship standings and qualification for the playoffs',
    actions: <Button size="sm">Manage</Button>,
  },
};
