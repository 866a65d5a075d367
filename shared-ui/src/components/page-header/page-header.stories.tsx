import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from '../badge/badge';
import { Button, buttonClassName } from '../button/button';
import { EntityAvatar } from '../entity-avatar/entity-avatar';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Teams', subtitle: 'Squads, colours and players' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="secondary">Export</Button>
        <Button>Create</Button>
      </>
    ),
  },
};

export const WithLogoAndEyebrow: Story = {
  args: {
    title: 'Summer Cup 2025',
    subtitle: '16 teams · 56 matches',
    leading: <EntityAvatar name="Summer Cup 2025" fallback="🏆" size="xl" shape="rounded" decorative />,
    eyebrow: (
      <>
        <a href="#back" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
          ← Back
        </a>
        <Badge tone="success">Public</Badge>
      </>
    ),
    actions: <Button variant="danger">Delete</Button>,
  },
};
