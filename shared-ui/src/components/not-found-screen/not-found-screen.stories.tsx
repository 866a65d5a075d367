import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NotFoundScreen } from './not-found-screen';

const meta = {
  title: 'Feedback/NotFoundScreen',
  component: NotFoundScreen,
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownPath: Story = { args: { path: '/this/page/does-not-exist?ref=home' } };

/** An `/:orgName/:tournamentId` address of an organizer that has no such tournament: shown decoded. */
export const EncodedAddress: Story = { args: { path: '/Riverside%20FA/Spring%20Cup' } };

/** A malformed escape stays as typed. */
export const MalformedAddress: Story = { args: { path: '/bad%E0%A4%A/caf%C3%A9' } };
