import '../../testing/setup-dom';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navLinkClassName } from '../nav-link/nav-link';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  it('is the banner with title, subtitle, a labelled nav and actions', () => {
    render(
      <AppHeader
        title="Product"
        subtitle="Football Tournament Management Platform"
        nav={
          <a href="/" className={navLinkClassName({ active: true })} aria-current="page">
            Home
          </a>
        }
        actions={<button type="button">Switch to bright theme</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Product')).toBeTruthy();
    expect(within(banner).getByText('Football Tournament Management Platform')).toBeTruthy();
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Switch to bright theme' })).toBeTruthy();
  });

  it('omits the nav when there are no links', () => {
    render(<AppHeader title="Product" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('banner').classList.contains('ft-app-header--no-nav')).toBe(true);
  });
});
