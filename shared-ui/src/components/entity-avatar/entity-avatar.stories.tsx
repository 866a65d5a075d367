import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EntityAvatar } from './entity-avatar';

// A tiny inline image so the story needs no network.
const crest =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b3d91"/><path d="M32 8 52 16v18c0 12-9 20-20 24-11-4-20-12-20-24V16z" fill="#f5c518"/><circle cx="32" cy="32" r="9" fill="#0b3d91"/></svg>',
  );

const meta = {
  title: 'Display/EntityAvatar',
  component: EntityAvatar,
  args: { name: 'Arsenal', size: 'lg' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    shape: { control: 'inline-radio', options: ['circle', 'rounded'] },
  },
} satisfies Meta<typeof EntityAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};

export const WithImage: Story = { args: { name: 'Harbour City FC', imageUrl: crest, shape: 'rounded' } };

export const BrokenImageFallsBack: Story = { args: { name: 'Brentford', imageUrl: '/does-not-exist.png' } };

export const TrophyFallback: Story = { args: { name: 'Summer Cup', fallback: '🏆', shape: 'rounded' } };

export const SizesAndColours: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
          <EntityAvatar key={size} name="Chelsea" size={size} />
        ))}
        <EntityAvatar name="Harbour City FC" imageUrl={crest} size="xl" shape="rounded" />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        {['Arsenal', 'Brighton', 'Chelsea', 'Everton', 'Fulham', 'Liverpool', 'Newcastle', 'Wolves'].map((name) => (
          <EntityAvatar key={name} name={name} />
        ))}
      </div>
    </div>
  ),
};
