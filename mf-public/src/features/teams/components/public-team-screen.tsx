import { useParams } from 'react-router-dom';
import { MESSAGES, isPlayerPubliclyVisible, publicTeamCounts, teamCalendarPath, type PublicTeamView } from 'shared-domain';
import { Card, EntityAvatar, LoadingPanel, StatTile, TeamColors, useDocumentTitle } from 'shared-ui';
import { CalendarSubscribe } from '../../../common/calendar-subscribe';
import { PageHero } from '../../../common/page-hero';
import { PageStatus } from '../../../common/page-status';
import { PublicPage } from '../../../common/public-page';
import { SocialLinks } from '../../../common/social-links';
import { TeamMatchesCard } from '../../../common/team-matches/team-matches-card';
import { usePublicTeamQuery } from '../api/use-public-team-query';
import { teamPageTitle } from '../page-title';
import { TeamSquad } from './team-squad';
import { TeamTitles } from './team-titles';
import styles from './public-team-screen.module.css';

/**
 * Spec §2 "Public pages → Team": hero, counts, colours, titles won (issue 8), its matches linked to
 * their match pages (issue 9), photo and the public squad, all from the team's one public document.
 */
export function PublicTeamScreen() {
  const { id = '' } = useParams();
  const team = usePublicTeamQuery(id);

  if (team.status === 'pending') return <LoadingPanel />;
  if (team.status === 'error' || !team.data) {
    return <PageStatus title={team.status === 'error' ? MESSAGES.teamLoadFailed : MESSAGES.teamNotFound} text={MESSAGES.teamNotFoundDefault} />;
  }
  return <PublicTeam {...team.data} />;
}

function PublicTeam({ team, seasons }: PublicTeamView) {
  const { name, logo, colors, photo } = team;
  const counts = publicTeamCounts(team);
  useDocumentTitle(teamPageTitle(team));
  return (
    <PublicPage>
      <PageHero labelledBy="team-name">
        <EntityAvatar name={name} imageUrl={logo || undefined} size="lg" />
        <h1 id="team-name">{name}</h1>
        <TeamColors colors={colors} />
      </PageHero>
      <CalendarSubscribe feedPath={teamCalendarPath(team.id)} />
      <div className={styles.counts}>
        <StatTile label="Players" value={counts.players} />
        <StatTile label="Colors" value={counts.colors} />
        <StatTile label="Keepers" value={counts.keepers} />
        <StatTile label="Outfield" value={counts.outfield} />
      </div>
      <TeamTitles titles={seasons.filter((season) => season.won).map((season) => season.tournament)} />
      <TeamMatchesCard seasons={seasons} />
      <TeamSquad players={(team.players ?? []).filter(isPlayerPubliclyVisible)} />
      <SocialLinks socialMedia={team.socialMedia} title="Connect With Us" />
      {photo && (
        <Card title="Team Photo">
          <img className={styles.photo} src={photo} alt={`${name} team`} />
        </Card>
      )}
    </PublicPage>
  );
}
