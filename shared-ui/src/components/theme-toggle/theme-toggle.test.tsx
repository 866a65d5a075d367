import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ThemeName } from '../../theme/theme';
import { ThemeToggle } from './theme-toggle';

describe('ThemeToggle', () => {
  it('offers the bright theme while dark, and reports it', async () => {
    const onToggle = vi.fn();
    render(<ThemeToggle theme="dark" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to bright theme' }));
    expect(onToggle).toHaveBeenCalledWith('bright');
  });

  it('offers the dark theme while bright', async () => {
    const onToggle = vi.fn();
    render(<ThemeToggle theme="bright" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(onToggle).toHaveBeenCalledWith('dark');
  });

  it('flips back and forth from the keyboard', async () => {
    function Harness() {
      const [theme, setTheme] = useState<ThemeName>('dark');
      return <ThemeToggle theme={theme} onToggle={setTheme} />;
    }
    render(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Switch to bright theme' })).toBeTruthy();
  });
});
