import { MESSAGES, isScored, playoffSectionState, type Match, type Tournament } from 'shared-domain';
import { Alert, Button } from 'shared-ui';
import layout from '../../../common/styles/layout.module.css';
import { TOURNAMENT_CONFLICT_MESSAGE } from '../api/tournament-cache';
import { useStartPlayoffsMutation } from '../api/use-start-playoffs-mutation';
import styles from './playoff-section.module.css';
import { PlayoffRounds } from './playoff-rounds';
import { ReseedPlayoffs } from './reseed-playoffs';

interface PlayoffSectionProps {
  tournament: Tournament;
  matches: readonly Match[];
  teams: readonly { id: string; name: string }[];
  nameOf: (teamId: string) => string;
  /** N of "Top N teams will qualify for playoffs". */
  qualifiers: number;
  /** The table has moved away from the seeding: then a closed re-seed says why. */
  seedingMoved?: boolean;
  now?: number;
}

const START_TEXTS = {
  'not-allowed': { tone: 'error', text: 'The playoffs cannot start yet: every league match needs a score.' },
  conflict: { tone: 'error', text: TOURNAMENT_CONFLICT_MESSAGE },
  failed: { tone: 'error', text: 'The playoffs could not be started. Please try again.' },
} as const;

/**
 * Playoff section of league_playoff and swiss_elimination (spec §2): before the league is complete it
 * says so; when complete it offers End Championship & Start Playoffs (only while no playoff match
 * exists); then it lists the playoff rounds by name with BYE and seed/winner placeholders readable,
 * and offers "Re-seed playoffs" while the table has moved and no knockout game has a result.
 */
export function PlayoffSection({ tournament, matches, teams, nameOf, qualifiers, seedingMoved = false, now }: PlayoffSectionProps) {
  const start = useStartPlayoffsMutation(tournament.id);
  const state = playoffSectionState(matches);
  const league = matches.filter((m) => !m.isPlayoff);
  const startPlayoffs = () => start.mutate(undefined, { onError: (error) => console.error('Starting the playoffs failed', error) });
  const outcome = start.isError ? START_TEXTS.failed : start.data && start.data !== 'saved' ? START_TEXTS[start.data] : null;

  return (
    <div className={styles.playoffs}>
      {state === 'league-in-progress' && (
        <Alert tone="info" title={MESSAGES.completeAllLeagueMatches}>
          <p className={styles.flush}>{MESSAGES.addScoresFirst}</p>
          <p className={`${styles.flush} ${layout.muted}`}>
            {league.filter(isScored).length} of {league.length} league matches have scores.
          </p>
        </Alert>
      )}
      {state === 'ready-to-start' && (
        <div className={styles.ready}>
          <Alert tone="success" title={MESSAGES.championshipCompleted}>
            <p className={styles.flush}>{MESSAGES.topTeamsQualify(qualifiers)}</p>
          </Alert>
          <div>
            <Button onClick={startPlayoffs} loading={start.isPending} loadingText="Starting playoffs...">
              {MESSAGES.startPlayoffs}
            </Button>
          </div>
        </div>
      )}
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {state === 'playoffs-started' && <ReseedPlayoffs tournament={tournament} matches={matches} nameOf={nameOf} explainRefusal seedingMoved={seedingMoved} />}
      {state === 'playoffs-started' && <PlayoffRounds tournament={tournament} matches={matches} teams={teams} nameOf={nameOf} now={now} />}
    </div>
  );
}
