import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CupRoundView, CupSide, CupView } from 'shared-domain/season-page';
import { StandingsTable, type TeamLookup } from 'shared-football-ui';
import { Card, cx } from 'shared-ui';
import { publicMatchPath } from '../../../common/match-link';
import { renderPublicTeamLink } from '../../../common/team-link';
import styles from './cup-sections.module.css';

/**
 * Every group's table of a Groups + Knockout cup (issue 24), "Group A"…, the qualification zone marked.
 * A wide screen shows them all; a phone shows one group at a time, switched by the group letters above.
 */
export function CupGroupsCard({ cup, teams }: { cup: CupView; teams: TeamLookup }) {
  const [shown, setShown] = useState(cup.groups[0]?.letter ?? 'A');
  return (
    <Card title="Groups">
      <div className={styles.switcher} role="group" aria-label="Show group">
        {cup.groups.map((group) => (
          <button key={group.letter} type="button" className={styles.letter} aria-pressed={group.letter === shown} aria-label={group.name} onClick={() => setShown(group.letter)}>
            {group.letter}
          </button>
        ))}
      </div>
      <div className={styles.groups}>
        {cup.groups.map((group) => (
          <div key={group.letter} className={cx(styles.group, group.letter !== shown && styles.otherGroup)}>
            <StandingsTable caption={group.name} showCaption rows={group.rows} teams={teams} qualified={group.qualified} renderTeamLink={renderPublicTeamLink} />
          </div>
        ))}
      </div>
      <p className={styles.note}>Highlighted teams go through to the knockout.</p>
    </Card>
  );
}

function SideName({ side, teams }: { side: CupSide; teams: TeamLookup }) {
  if (!side.teamId) return <span className={styles.placeholder}>{side.label}</span>;
  return <>{teams.get(side.teamId)?.name ?? side.label}</>;
}

function KnockoutRound({ round, tournamentId, teams }: { round: CupRoundView; tournamentId: string; teams: TeamLookup }) {
  return (
    <section aria-label={round.name} className={styles.round}>
      <h3 className={styles.roundName}>{round.name}</h3>
      <ul className={styles.ties}>
        {round.ties.map((tie) => (
          <li key={tie.number} className={styles.tie}>
            {tie.bye ? (
              <p>
                <SideName side={tie.home} teams={teams} /> (bye)
              </p>
            ) : (
              tie.legs.map((leg) => (
                <p key={leg.matchId} className={styles.leg}>
                  <Link to={publicMatchPath(tournamentId, leg.matchId)} className={styles.legLink}>
                    <SideName side={leg.home} teams={teams} /> <span className={styles.score}>{leg.score ?? 'v'}</span> <SideName side={leg.away} teams={teams} />
                  </Link>
                </p>
              ))
            )}
            {tie.aggregate && <p className={styles.aggregate}>{tie.aggregate}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The knockout of a Groups + Knockout cup (issue 24), round by round to the final, then the match for third place. */
export function CupKnockoutCard({ cup, tournamentId, teams }: { cup: CupView; tournamentId: string; teams: TeamLookup }) {
  if (cup.knockout.length === 0) return null;
  return (
    <Card title="Knockout">
      <div className={styles.bracket}>
        {cup.knockout.map((round) => (
          <KnockoutRound key={round.name} round={round} tournamentId={tournamentId} teams={teams} />
        ))}
        {cup.thirdPlace && <KnockoutRound round={cup.thirdPlace} tournamentId={tournamentId} teams={teams} />}
      </div>
      {cup.third && (
        <p className={styles.podium}>
          Third place: <SideName side={{ teamId: cup.third, label: cup.third }} teams={teams} />
        </p>
      )}
    </Card>
  );
}
