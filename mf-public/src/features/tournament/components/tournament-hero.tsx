import { safeExternalUrl, tournamentFormatLabel } from 'shared-domain';
import type { SeasonPageTournament } from 'shared-domain/season-page';
import { EntityAvatar, VisuallyHidden } from 'shared-ui';
import { PageHero } from '../../../common/page-hero';
import { SocialLinks } from '../../../common/social-links';
import styles from './tournament-hero.module.css';

/** The tournament's banner: logo, name, format, location (a link only when it is http(s)) and social links. */
export function TournamentHero({ tournament }: { tournament: SeasonPageTournament }) {
  const locationName = tournament.location?.name?.trim();
  const locationUrl = safeExternalUrl(tournament.location?.link);
  return (
    <PageHero labelledBy="tournament-name">
      <EntityAvatar name={tournament.name} imageUrl={tournament.logo || undefined} size="xl" shape="rounded" fallback={<TrophyIcon />} decorative />
      <h1 id="tournament-name">{tournament.name}</h1>
      <p>{tournamentFormatLabel(tournament.format)}</p>
      {(locationName || locationUrl) && (
        <p className={styles.location}>
          <svg className={styles.locationIcon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
          <VisuallyHidden>Location: </VisuallyHidden>
          {locationUrl ? (
            <a href={locationUrl} target="_blank" rel="noopener noreferrer">
              {locationName || 'View location'}
            </a>
          ) : (
            locationName
          )}
        </p>
      )}
      <SocialLinks socialMedia={tournament.socialMedia} title="Follow" inHero />
    </PageHero>
  );
}

/** Shown when the tournament has no logo (drawn, so it never depends on an emoji font). */
function TrophyIcon() {
  return (
    <svg viewBox="0 0 24 24" width="48%" height="48%" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 15.9V19h4v3H7v-3h4v-3.1A5 5 0 0 1 7.6 12 5 5 0 0 1 3 7V4h4V2Zm0 4H5v1a3 3 0 0 0 2 2.8V6Zm10 0v3.8A3 3 0 0 0 19 7V6h-2Z"
      />
    </svg>
  );
}
