import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { sampleTeams } from '../stories/sample-season';
import { ChampionBanner } from './champion-banner';

const meta = {
  title: 'Football/ChampionBanner',
  component: ChampionBanner,
  parameters: { bothThemes: true },
  args: { teamId: 'ars', teams: sampleTeams },
} satisfies Meta<typeof ChampionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Champion: Story = {};

export const WithoutColours: Story = { args: { teamId: 'whu' } };
