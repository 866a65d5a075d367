import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useState } from 'react';
import type { ThemeName } from '../../theme/theme';
import { ThemeToggle } from './theme-toggle';

const meta = {
  title: 'Actions/ThemeToggle',
  component: ThemeToggle,
  args: { theme: 'dark', onToggle: () => {} },
  argTypes: { theme: { control: 'inline-radio', options: ['dark', 'bright'] } },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Click it: the panel around it switches theme. (The panel scopes the theme with its own data-theme;
 * the apps set it on <html>. The toolbar's Theme menu themes the whole preview.)
 */
export const Interactive: Story = {
  render: function Render() {
    const [theme, setTheme] = useState<ThemeName>('dark');
    return (
      <div
        data-theme={theme}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 12,
          padding: 16,
          borderRadius: 12,
          border: '1px solid var(--ft-color-border)',
          background: 'var(--ft-color-bg)',
          color: 'var(--ft-color-text)',
        }}
      >
        <ThemeToggle theme={theme} onToggle={setTheme} />
        <span>Theme: {theme}</span>
      </div>
    );
  },
};

export const WhileDark: Story = { args: { theme: 'dark' } };

export const WhileBright: Story = { args: { theme: 'bright' } };
