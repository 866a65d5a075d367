import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { buttonClassName } from '../button/button';
import { ErrorPanel } from './error-panel';

const meta = {
  title: 'Feedback/ErrorPanel',
  component: ErrorPanel,
  args: {
    title: 'This section could not load',
    message: 'Check your connection and try again.',
    onRetry: () => {},
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};

export const WithLink: Story = {
  args: {
    onRetry: undefined,
    actions: (
      <a href="#home" className={buttonClassName({ variant: 'secondary' })}>
        Home
      </a>
    ),
  },
};

export const RetryAndLink: Story = {
  args: {
    actions: (
      <a href="#home" className={buttonClassName({ variant: 'ghost' })}>
        Home
      </a>
    ),
  },
};
