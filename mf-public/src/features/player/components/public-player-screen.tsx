import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MESSAGES, playerAge, type PublicPlayerView } from 'shared-domain';
import { Badge, EntityAvatar, LoadingPanel, VisuallyHidden, useDocumentTitle } from 'shared-ui';
import { PageHero } from '../../../common/page-hero';
import { NotFoundPage } from '../../../common/not-found-page';
import { shownAtAddress } from '../../../common/organizer-address';
import { LOAD_FAILED_TEXT, PageStatus } from '../../../common/page-status';
import { PublicPage } from '../../../common/public-page';
import { SocialLinks } from '../../../common/social-links';
import { TeamMatchesCard } from '../../../common/team-matches/team-matches-card';
import { usePublicPlayerQuery } from '../api/use-public-player-query';
import { playerPageTitle } from '../page-title';
import { PlayerStatisticsCard } from './player-statistics-card';
import styles from './public-player-screen.module.css';

/**
 * Spec §2 "Public pages → Player", at /public/players/:id and /:orgName/players/:playerId, from the
 * player's one public document (their team's seasons give the statistics and matches). Only a player
 * with isPublic true is shown (spec §5); at an organizer's address only a player of that organizer's
 * teams, anything else there being the 404 page.
 */
export function PublicPlayerScreen() {
  const params = useParams();
  const id = params.playerId ?? params.id ?? '';
  const found = usePublicPlayerQuery(id);

  if (found.status === 'pending') return <LoadingPanel text="Loading player..." />;
  if (found.status === 'error') return <PageStatus title={MESSAGES.playerLoadFailed} text={LOAD_FAILED_TEXT} />;
  if (!shownAtAddress(params, found.data?.team.organizerName)) return <NotFoundPage />;
  if (!found.data) return <PageStatus title={MESSAGES.playerNotFound} text={MESSAGES.playerNotFoundDefault} />;
  return <PublicPlayer key={found.data.player.id} {...found.data} />;
}

function PublicPlayer({ player, team, seasons }: PublicPlayerView) {
  const name = playerPageTitle(player);
  useDocumentTitle(name);
  // The age is read once per visit: a render must not read the clock.
  const [now] = useState(() => Date.now());
  const age = playerAge(player.dateOfBirth, now);
  const hasNumber = player.number !== null && player.number !== undefined;

  return (
    <PublicPage>
      <PageHero labelledBy="player-name">
        <EntityAvatar name={name} imageUrl={player.photo || undefined} size="xl" decorative />
        <h1 id="player-name">{name}</h1>
        <ul className={styles.facts} aria-label="Player facts">
          {hasNumber && (
            <li>
              {/* A span takes no aria-label (ARIA prohibits naming a generic): the words are hidden text. */}
              <Badge tone="accent">
                <VisuallyHidden>{`Number ${player.number}`}</VisuallyHidden>
                <span aria-hidden="true">#{player.number}</span>
              </Badge>
            </li>
          )}
          {player.position && <li>{player.position}</li>}
          {age !== null && <li>{`${age} years old`}</li>}
        </ul>
        <p className={styles.team}>
          <EntityAvatar name={team.name} imageUrl={team.logo || undefined} size="sm" shape="rounded" decorative />
          <span>
            Plays for <Link to={`/public/teams/${team.id}`}>{team.name}</Link>
          </span>
        </p>
        <SocialLinks socialMedia={player.socialMedia} title="Connect" inHero />
      </PageHero>
      <PlayerStatisticsCard playerId={player.id} seasons={seasons} />
      <TeamMatchesCard seasons={seasons} />
    </PublicPage>
  );
}
