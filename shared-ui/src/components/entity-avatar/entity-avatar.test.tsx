import '../../testing/setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntityAvatar } from './entity-avatar';

// The initial and the colour are seen through the rendered avatar, as users meet them.
const avatarOf = (name: string) => {
  const { container, unmount } = render(<EntityAvatar name={name} />);
  const avatar = container.firstElementChild!;
  const seen = { initial: avatar.textContent, colour: /ft-avatar--color-(\d)/.exec(avatar.className)?.[1] };
  unmount();
  return seen;
};

describe('EntityAvatar initial and colour', () => {
  it.each([
    ['Arsenal', 'A'],
    ['  manchester city', 'M'],
    ['élan FC', 'É'],
    ['⚽ Club', '⚽'],
    ['', '?'],
    ['   ', '?'],
  ])('%j shows %s', (name, expected) => {
    expect(avatarOf(name).initial).toBe(expected);
  });

  it('keeps a colour per name, ignoring case, within the six avatar colours', () => {
    expect(avatarOf('Arsenal').colour).toBe(avatarOf(' arsenal ').colour);
    for (const name of ['', 'A', 'Chelsea', 'Tottenham Hotspur', 'Brighton & Hove Albion']) {
      expect(['1', '2', '3', '4', '5', '6']).toContain(avatarOf(name).colour);
    }
  });
});

describe('EntityAvatar', () => {
  it('shows the image named after the entity', () => {
    render(<EntityAvatar name="Arsenal" imageUrl="/media/teams/arsenal.png" />);
    const image = screen.getByRole('img', { name: 'Arsenal' }) as HTMLImageElement;
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toBe('/media/teams/arsenal.png');
  });

  it('shows the initial without an image', () => {
    render(<EntityAvatar name="chelsea" size="lg" shape="rounded" />);
    const avatar = screen.getByRole('img', { name: 'chelsea' });
    expect(avatar.textContent).toBe('C');
    expect(avatar.className).toContain('ft-avatar--lg');
    expect(avatar.className).toContain('ft-avatar--rounded');
  });

  it('falls back to the initial when the image fails, and retries a new URL', () => {
    const { rerender } = render(<EntityAvatar name="Brentford" imageUrl="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Brentford' }));
    expect(screen.getByRole('img', { name: 'Brentford' }).textContent).toBe('B');
    rerender(<EntityAvatar name="Brentford" imageUrl="/fixed.png" />);
    expect(screen.getByRole('img', { name: 'Brentford' }).getAttribute('src')).toBe('/fixed.png');
  });

  it('uses the fallback content instead of the initial', () => {
    render(<EntityAvatar name="Summer Cup" fallback="🏆" />);
    expect(screen.getByRole('img', { name: 'Summer Cup' }).textContent).toBe('🏆');
  });

  it('can be decorative', () => {
    const { container } = render(<EntityAvatar name="Arsenal" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
