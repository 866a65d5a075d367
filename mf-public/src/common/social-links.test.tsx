import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialLinks } from './social-links';

describe('social links', () => {
  it('links only http(s) URLs, in a new tab without opener access', () => {
    render(
      <SocialLinks
        title="Connect With Us"
        socialMedia={{ instagram: 'https://instagram.com/rovers', facebook: 'javascript:alert(1)', website: 'data:text/html,x' }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://instagram.com/rovers');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(document.body.innerHTML).not.toContain('javascript:');
  });

  it('renders nothing when no link is usable', () => {
    const { container } = render(<SocialLinks title="Connect With Us" socialMedia={{ facebook: 'javascript:alert(1)' }} />);
    expect(container.innerHTML).toBe('');
  });
});
