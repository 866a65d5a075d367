import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import type { ThemeName } from '../../theme/theme';
import { navLinkClassName } from '../nav-link/nav-link';
import { ThemeToggle } from '../theme-toggle/theme-toggle';
import { AppHeader } from './app-header';

function Toggle() {
  const [theme, setTheme] = useState<ThemeName>('dark');
  return <ThemeToggle theme={theme} onToggle={setTheme} />;
}

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    title: <a href="#home">Product name</a>,
    subtitle: 'Football Tournament Management Platform',
    nav: (
      <a href="#home" className={navLinkClassName()} aria-current="page">
        Home
      </a>
    ),
    actions: <Toggle />,
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLogo: Story = {
  args: {
    logo: (
      <span aria-hidden="true" style={{ fontSize: 28 }}>
        ⚽
      </span>
    ),
  },
};

export const TitleOnly: Story = { args: { subtitle: undefined, nav: undefined, actions: undefined } };
