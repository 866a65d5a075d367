import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AppFooter } from './app-footer';

const meta = {
  title: 'Layout/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
  args: { children: <p>Footer text goes here.</p> },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TwoLines: Story = {
  args: {
    children: (
      <>
        <p>First line of the footer.</p>
        <p>
          Second line with <a href="#link">a link</a>.
        </p>
      </>
    ),
  },
};
