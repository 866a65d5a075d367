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
  // The colours are SVG paint attributes, not a style attribute: a server-rendered page's policy allows no inline
  // style (issue 23). The picture is 40 units wide whatever the badge's size, so ring and letters scale with it.
  return (
    <span
      className={cx(styles.badge, styles[size], className)}
      data-team-badge="colours"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : team.name}
      aria-hidden={decorative || undefined}
    >
      <svg className={styles.art} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" fill={primary} />
        <rect x="1.5" y="1.5" width="37" height="37" fill="none" stroke={ring} strokeWidth="3" />
        <text x="20" y="20" textAnchor="middle" dominantBaseline="central" fill={readableTextOn(primary)}>
          {teamInitials(team.name)}
        </text>
      </svg>
    </span>
  );
}
