import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { buttonClassName } from '../button/button';
import { StatusScreen } from './status-screen';

const meta = {
  title: 'Feedback/StatusScreen',
  component: StatusScreen,
} satisfies Meta<typeof StatusScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: {
    title: '404 - Page Not Found',
    children: (
      <p>
        Nothing lives at <code>/this/page/does-not-exist</code>.
      </p>
    ),
    actions: (
      <a className={buttonClassName({ variant: 'primary' })} href="#home">
        Go to Home
      </a>
    ),
  },
};

export const AccessDenied: Story = {
  args: {
    role: 'alert',
    title: 'Access Denied',
    children: <p>You need super admin privileges to access this page</p>,
    actions: (
      <a className={buttonClassName({ variant: 'secondary' })} href="#admin">
        Back to Admin
      </a>
    ),
  },
};
