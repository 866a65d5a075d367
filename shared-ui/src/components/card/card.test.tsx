import '../../testing/setup-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('is a section named by its title, with actions beside it', () => {
    render(
      <Card title="Your Teams (2)" actions={<button type="button">Add</button>}>
        content
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Your Teams (2)' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your Teams (2)' })).toBeTruthy();
    expect(region.textContent).toContain('content');
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it('honours the heading level', () => {
    render(<Card title="Squad" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Squad' })).toBeTruthy();
  });

  it('is a plain container without a title', () => {
    const { container } = render(<Card className="x">content</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.firstElementChild?.className).toBe('ft-card x');
  });
});
