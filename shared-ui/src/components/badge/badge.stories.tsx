import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './badge';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { children: 'SUPERADMIN', tone: 'accent' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'accent', 'warning', 'danger', 'success'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge>Neutral</Badge>
      <Badge tone="accent">Accent</Badge>
      <Badge tone="success">Success</Badge>
      <Badge tone="warning">Warning</Badge>
      <Badge tone="danger">Danger</Badge>
    </div>
  ),
};
