import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a real button named by its children, defaulting to type="button"', () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('ft-button ft-button--primary ft-button--md');
  });

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the loading text, disables itself and ignores clicks while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" loading loadingText="Signing in..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText('Sign In')).toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its children while loading when no loading text is given', () => {
    render(<Button loading>Delete</Button>);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('passes variant, size and extra classes', () => {
    render(
      <Button variant="danger" size="sm" className="extra">
        Remove
      </Button>,
    );
    expect(screen.getByRole('button').className).toBe('ft-button ft-button--danger ft-button--sm extra');
  });
});

describe('buttonClassName', () => {
  it.each([
    [{}, 'ft-button ft-button--primary ft-button--md'],
    [{ variant: 'secondary' as const }, 'ft-button ft-button--secondary ft-button--md'],
    [{ variant: 'ghost' as const, size: 'sm' as const }, 'ft-button ft-button--ghost ft-button--sm'],
    [{ fullWidth: true, className: 'x' }, 'ft-button ft-button--primary ft-button--md ft-button--full x'],
  ])('%o → %s', (options, expected) => {
    expect(buttonClassName(options)).toBe(expected);
  });

  it('styles a link like a button', () => {
    render(
      <a href="/admin/login" className={buttonClassName({ variant: 'secondary' })}>
        Go
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Go' }).classList.contains('ft-button--secondary')).toBe(true);
  });
});
