import { useState, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import './entity-avatar.css';

type EntityAvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface EntityAvatarProps {
  /** Name of the organizer, team, player or tournament: the accessible name and the initial's source. */
  name: string;
  /** Logo or photo URL; when missing or failing to load, the initial (or `fallback`) shows instead. */
  imageUrl?: string | null;
  size?: EntityAvatarSize;
  /** Circles for people and organizations, rounded squares for logos. */
  shape?: 'circle' | 'rounded';
  /** Shown instead of the initial when there is no image (e.g. a trophy for tournaments). */
  fallback?: ReactNode;
  /** Hide from assistive technology when the name is already written next to the avatar. */
  decorative?: boolean;
  className?: string;
}

/**
 * The first character of a name, upper-cased, or "?" for a blank name. Counts whole code points, so
 * an emoji or an accented letter is not cut in half.
 *
 * @example initialOf('  arsenal fc') // 'A'
 * @example initialOf('') // '?'
 */
function initialOf(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/**
 * One of the six avatar colours, the same for the same name.
 *
 * @example avatarColorIndex('Arsenal') === avatarColorIndex('Arsenal') // true
 */
function avatarColorIndex(name: string): number {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return (hash % 6) + 1;
}

/** A logo or photo, or the name's initial on a colour chosen by the name. Fixed size: no layout shift. */
export function EntityAvatar({
  name,
  imageUrl,
  size = 'md',
  shape = 'circle',
  fallback,
  decorative = false,
  className,
}: EntityAvatarProps) {
  // Remember which URL failed, so a new URL gets a fresh attempt without an effect.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && imageUrl !== failedUrl;
  const classes = cx(
    'ft-avatar',
    `ft-avatar--${size}`,
    `ft-avatar--${shape}`,
    !showImage && `ft-avatar--color-${avatarColorIndex(name)}`,
    className,
  );

  if (showImage) {
    return (
      <span className={classes} aria-hidden={decorative || undefined}>
        <img
          className="ft-avatar__image"
          src={imageUrl ?? undefined}
          alt={decorative ? '' : name}
          loading="lazy"
          decoding="async"
          onError={() => setFailedUrl(imageUrl ?? null)}
        />
      </span>
    );
  }
  return (
    <span
      className={classes}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      <span className="ft-avatar__initial" aria-hidden="true">
        {fallback ?? initialOf(name)}
      </span>
    </span>
  );
}
