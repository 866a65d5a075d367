import { EntityAvatar, cx } from 'shared-ui';
import type { TeamInfo } from '../teams/team-info';
import { isPaintableColour, readableTextOn, teamInitials } from './team-colours';
import styles from './team-badge.module.css';

type TeamBadgeSize = 'sm' | 'md' | 'lg';

export interface TeamBadgeProps {
  team: TeamInfo;
  size?: TeamBadgeSize;
  /** Hidden from assistive technology, the default: the kit always writes the name next to it. */
  decorative?: boolean;
  className?: string;
}

/**
 * A team's logo; without one, its initials in its own colours (primary fill, secondary ring), or
 * shared-ui's initial avatar when it has no usable colour either.
 */
export function TeamBadge({ team, size = 'md', decorative = true, className }: TeamBadgeProps) {
  const [primary, secondary] = team.colors ?? [];
  if (team.logo || !isPaintableColour(primary)) {
    return <EntityAvatar name={team.name} imageUrl={team.logo} size={size} shape="rounded" decorative={decorative} className={className} />;
  }
  const ring = isPaintableColour(secondary) ? secondary : primary;
  return (
    <span
      className={cx(styles.badge, styles[size], className)}
      data-team-badge="colours"
      style={{ backgroundColor: primary, color: readableTextOn(primary), boxShadow: `inset 0 0 0 0.1875rem ${ring}, 0 0 0 1px var(--ft-color-border-strong)` }}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : team.name}
      aria-hidden={decorative || undefined}
    >
      <span aria-hidden="true">{teamInitials(team.name)}</span>
    </span>
  );
}
