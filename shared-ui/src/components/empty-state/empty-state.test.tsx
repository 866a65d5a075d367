import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, a description and an action', () => {
    render(
      <EmptyState
        title="No Results Found"
        description="Try another name"
        action={<a href="/">Go home</a>}
        icon="⚽"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No Results Found' })).toBeTruthy();
    expect(screen.getByText('Try another name')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeTruthy();
    expect(screen.getByText('⚽').getAttribute('aria-hidden')).toBe('true');
  });

  it('needs only a title', () => {
    render(<EmptyState title="Nothing here" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeTruthy();
  });
});
