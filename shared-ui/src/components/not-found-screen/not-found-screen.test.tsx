import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../testing/setup-dom';
import { useScreenTitle } from '../../utils/use-document-title';
import { NotFoundScreen } from './not-found-screen';

describe('NotFoundScreen', () => {
  it('says 404 with the address asked for, decoded, and leads home', () => {
    render(<NotFoundScreen path="/My%20League/no%20such%20cup?x=1" />);
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.getByText('/My League/no such cup?x=1').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows a malformed escape as typed instead of failing', () => {
    render(<NotFoundScreen path="/bad%E0%A4%A/caf%C3%A9" />);
    expect(screen.getByText('/bad%E0%A4%A/café')).toBeTruthy();
  });

  it("renders the caller's home link (a router link) with the button's look", () => {
    render(<NotFoundScreen path="/x" renderHomeLink={({ className, children }) => <a href="/home" data-router="yes" className={className}>{children}</a>} />);
    const link = screen.getByRole('link', { name: 'Go to Home' });
    expect([link.getAttribute('href'), link.dataset.router]).toEqual(['/home', 'yes']);
    expect(link.className).toContain('ft-button');
  });

  it('names the page "404 - Page Not Found" while shown', () => {
    const title = renderHook(() => useScreenTitle());
    const page = render(<NotFoundScreen path="/x" />);
    title.rerender();
    expect(title.result.current).toBe('404 - Page Not Found');
    page.unmount();
    title.rerender();
    expect(title.result.current).toBeUndefined();
  });
});
