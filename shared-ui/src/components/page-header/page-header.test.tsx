import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('renders the title as the page heading with subtitle and actions', () => {
    render(
      <PageHeader
        title="Admin Panel"
        subtitle="Welcome back"
        actions={<button type="button">Logout</button>}
        eyebrow={<a href="/admin">Back</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeTruthy();
    expect(screen.getByText('Welcome back')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' })).toBeTruthy();
  });

  it('needs only a title', () => {
    const { container } = render(<PageHeader title="Teams" />);
    expect(container.querySelector('.ft-page-header__subtitle')).toBeNull();
    expect(container.querySelector('.ft-page-header__actions')).toBeNull();
  });
});
