import type { GroupsKnockoutSettings, Match, Team, TieBreakerPreset } from 'shared-domain';
import {
  aggregateText,
  groupTables,
  isKnockoutPlaceholder,
  knockoutRoundName,
  knockoutSideLabel,
  qualifiedPlacings,
  resolveGroupsKnockout,
  type GroupsKnockoutRules,
  type ResolvedTie,
} from 'shared-domain/groups-knockout';
import { ChampionBanner, StandingsTable } from 'shared-football-ui';
import { Card } from 'shared-ui';
import { MatchRow } from '../components/match-row';
import { ExtraTimeToggle } from './extra-time-toggle';
import { FirstRoundPairings } from './first-round-pairings';
import { useCupResultGuard } from './use-cup-result-guard';
import styles from './groups-knockout.module.css';

interface CupProps {
  settings: GroupsKnockoutSettings;
  matches: readonly Match[];
  teams: ReadonlyMap<string, Team>;
  tieBreakers: TieBreakerPreset | undefined;
}

const rulesOf = (settings: GroupsKnockoutSettings): GroupsKnockoutRules => ({ ...settings, groups: settings.groups ?? [] });

/**
 * Every group's table (issue 24): "Group A"…, ordered by the tournament's tie-breaker preset among the
 * group's teams, the qualification zone marked (the top of each group, and the best of the next place
 * once the groups are complete).
 */
export function GroupTablesCard({ settings, matches, teams, tieBreakers }: CupProps) {
  const rules = rulesOf(settings);
  const preset = tieBreakers ?? 'spec';
  const qualified = new Set(qualifiedPlacings(rules, matches, preset).map((p) => p.teamId));
  return (
    <Card title="Group Tables">
      <div className={styles.groups}>
        {groupTables(rules, matches, preset).map((group) => (
          <StandingsTable
            key={group.letter}
            caption={group.name}
            showCaption
            rows={group.rows}
            teams={teams}
            qualified={group.rows.filter((row, i) => i < settings.qualifiersPerGroup || qualified.has(row.teamId)).map((row) => row.teamId)}
          />
        ))}
      </div>
    </Card>
  );
}

interface KnockoutCardProps extends CupProps {
  tournamentId: string;
  tournamentTeams: readonly { id: string; name: string }[];
}

/**
 * The knockout from group positions (issue 24): each round's ties with their sides ("Winner Group A"
 * until that group is complete), each leg a match row whose score is entered in place once both sides
 * are teams, the aggregate of two-legged ties, the third-place match and the champion; the first
 * round's pairings can be edited until the knockout starts. A result that changes who plays a later game
 * holding a result asks first (cupResultsClearedBy); each leg can be marked as after extra time.
 */
export function KnockoutCard({ tournamentId, settings, matches, teams, tieBreakers, tournamentTeams }: KnockoutCardProps) {
  const knockout = settings.knockout;
  const nameOf = (id: string) => teams.get(id)?.name ?? knockoutSideLabel(id) ?? id;
  // A result that changes who plays a later game holding a result asks first; that result is then cleared.
  const { dialog, prepare } = useCupResultGuard({ format: { mode: 'groups_knockout', groupsKnockout: settings, tieBreakers } }, matches, nameOf);
  if (!knockout) return null;
  const resolved = resolveGroupsKnockout(rulesOf(settings), knockout, matches, { tieBreakers: tieBreakers ?? 'spec', awayGoals: settings.awayGoals });
  const byId = new Map(matches.map((m) => [m.id, m]));
  const roundCount = resolved.rounds.length;
  const tie = (t: ResolvedTie) => (
    <li key={t.number} className={styles.tie}>
      <p className={styles.tieTitle}>
        {t.bye ? `${nameOf(t.home)} (bye)` : `${nameOf(t.home)} v ${nameOf(t.away)}`}
        {t.matchIds.length === 2 && aggregateText(t, 2) && <span className={styles.aggregate}> · {aggregateText(t, 2)}</span>}
      </p>
      {t.matchIds.map((id, leg) => {
        const match = byId.get(id);
        if (!match) return null;
        const [home, away] = leg === 0 ? [t.home, t.away] : [t.away, t.home];
        const playable = !isKnockoutPlaceholder(home) && !isKnockoutPlaceholder(away);
        const label = `${nameOf(home)} vs ${nameOf(away)}${t.matchIds.length === 2 ? `, leg ${leg + 1}` : ''}`;
        return (
          <div key={id}>
            <MatchRow match={match} teams={tournamentTeams} nameOf={nameOf} label={label} fixedSides={{ home: nameOf(home), away: nameOf(away), playable, prepare }} />
            <ExtraTimeToggle match={match} label={label} disabled={!playable} />
          </div>
        );
      })}
    </li>
  );
  return (
    <Card title="Knockout">
      {dialog}
      {resolved.champion && <ChampionBanner teamId={resolved.champion} teams={teams} />}
      <FirstRoundPairings tournamentId={tournamentId} knockout={knockout} matches={matches} nameOf={nameOf} />
      {resolved.rounds.map((ties, r) => (
        <section key={r} aria-label={knockoutRoundName(r, roundCount)}>
          <h3 className={styles.groupTitle}>{knockoutRoundName(r, roundCount)}</h3>
          <ul className={styles.ties}>{ties.map(tie)}</ul>
        </section>
      ))}
      {resolved.thirdPlace && (
        <section aria-label={knockoutRoundName(roundCount - 1, roundCount, true)}>
          <h3 className={styles.groupTitle}>{knockoutRoundName(roundCount - 1, roundCount, true)}</h3>
          <ul className={styles.ties}>{tie(resolved.thirdPlace)}</ul>
        </section>
      )}
    </Card>
  );
}
