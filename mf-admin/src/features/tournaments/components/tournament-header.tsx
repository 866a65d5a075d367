import { Link } from 'react-router-dom';
import { TOURNAMENT_MODE_LABELS, safeExternalUrl, type Tournament } from 'shared-domain';
import { EntityAvatar, PageHeader, buttonClassName } from 'shared-ui';
import { DeleteTournament } from './delete-tournament';
import { NEW_TAB } from './new-tab';
import styles from './tournament-header.module.css';

const NETWORKS = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
] as const;

/** Top of the tournament detail (spec §2): logo, name, format and counts, location and social links, Public Page and Delete. */
export function TournamentHeader({ tournament, matchCount }: { tournament: Tournament; matchCount: number }) {
  const locationLink = safeExternalUrl(tournament.location?.link);
  const locationName = tournament.location?.name;
  return (
    <PageHeader
      eyebrow={
        <Link className={buttonClassName({ variant: 'ghost', size: 'sm' })} to="/tournaments">
          ← All tournaments
        </Link>
      }
      leading={<EntityAvatar name={tournament.name} imageUrl={tournament.logo || undefined} shape="rounded" size="lg" fallback="🏆" decorative />}
      title={tournament.name}
      subtitle={
        <span className={styles.facts}>
          <span>{TOURNAMENT_MODE_LABELS[tournament.format.mode] ?? tournament.format.mode}</span>
          <span>{tournament.teamIds.length} teams</span>
          <span>{matchCount} matches</span>
          {locationName &&
            (locationLink ? (
              <a href={locationLink} {...NEW_TAB}>
                📍 {locationName}
              </a>
            ) : (
              <span>📍 {locationName}</span>
            ))}
          {NETWORKS.map(([network, label]) => {
            const href = safeExternalUrl(tournament.socialMedia?.[network]);
            return href ? (
              <a key={network} href={href} {...NEW_TAB}>
                {label}
              </a>
            ) : null;
          })}
        </span>
      }
      actions={
        <>
          <a className={buttonClassName({ variant: 'secondary' })} href={`/public/tournaments/${tournament.id}`} {...NEW_TAB}>
            Public Page ↗
          </a>
          <DeleteTournament tournament={tournament} />
        </>
      }
    />
  );
}
