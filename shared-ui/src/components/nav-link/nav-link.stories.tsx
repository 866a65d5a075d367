import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { navLinkClassName } from './nav-link';

/** `navLinkClassName()` styles the apps' router links; the current page uses aria-current="page". */
const meta = {
  title: 'Layout/NavLink',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const States: Story = {
  render: () => (
    <nav aria-label="Example" style={{ display: 'flex', gap: 4 }}>
      <a href="#tournaments" className={navLinkClassName()} aria-current="page">
        Tournaments
      </a>
      <a href="#teams" className={navLinkClassName()}>
        Teams
      </a>
      <a href="#calendar" className={navLinkClassName({ active: true })}>
        Active by class
      </a>
    </nav>
  ),
};
