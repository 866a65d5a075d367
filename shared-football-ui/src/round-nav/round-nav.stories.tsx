import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RoundNav } from './round-nav';

const meta = {
  title: 'Football/RoundNav',
  component: RoundNav,
  args: { rounds: Array.from({ length: 38 }, (_, i) => i + 1), shown: [30, 31], requested: false, roundHref: (round: number) => `?round=${round}` },
  parameters: { bothThemes: true },
} satisfies Meta<typeof RoundNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Premier League season after matchday 30: the default view marks the last played and the next round. */
export const DefaultView: Story = {};

/** The address names a round: its link is this page. */
export const RequestedRound: Story = { args: { shown: [12], requested: true } };
