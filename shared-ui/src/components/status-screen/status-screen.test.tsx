import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../testing/setup-dom';
import { StatusScreen } from './status-screen';

describe('StatusScreen', () => {
  it('is a section named by its h1, with its text and actions', () => {
    render(
      <StatusScreen title="No Organizer Selected" actions={<a href="/">Go to Home</a>}>
        <p>Please select an organizer first</p>
      </StatusScreen>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'No Organizer Selected' });
    expect(screen.getByRole('region', { name: 'No Organizer Selected' }).contains(heading)).toBe(true);
    expect(screen.getByText('Please select an organizer first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('announces failures as an alert only when asked', () => {
    const { rerender } = render(<StatusScreen title="Something went wrong" role="alert" />);
    expect(screen.getByRole('alert', { name: 'Something went wrong' })).toBeTruthy();
    rerender(<StatusScreen title="Team not found" />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
