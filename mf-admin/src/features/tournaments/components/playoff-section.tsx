import { useState } from 'react';
import { MESSAGES, isScored, playoffSectionState, type Match, type Tournament } from 'shared-domain';
import { Alert, Button } from 'shared-ui';
import styles from './playoff-section.module.css';
import { PlayoffRounds } from './playoff-rounds';
import layout from '../../../common/styles/layout.module.css';

export type StartPlayoffsOutcome = 'saved' | 'conflict' | 'not-allowed';

interface PlayoffSectionProps {
  tournament: Tournament;
  matches: readonly Match[];
  teams: readonly { id: string; name: string }[];
  nameOf: (teamId: string) => string;
  /** N of "Top N teams will qualify for playoffs". */
  qualifiers: number;
  onSaved: (match: Match) => void;
  onStart: () => Promise<StartPlayoffsOutcome>;
  conflictNotice?: string | null;
  now?: number;
}

/**
 * Playoff section of league_playoff and swiss_elimination (spec §2): before the league is complete it
 * says so; when complete it offers End Championship & Start Playoffs (only while no playoff match
 * exists); then it lists the playoff rounds by name with BYE and seed/winner placeholders readable.
 */
export function PlayoffSection({ tournament, matches, teams, nameOf, qualifiers, onSaved, onStart, conflictNotice, now }: PlayoffSectionProps) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = playoffSectionState(matches);
  const league = matches.filter((m) => !m.isPlayoff);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const outcome = await onStart();
      if (outcome === 'not-allowed') setError('The playoffs cannot start yet: every league match needs a score.');
    } catch (failure) {
      console.error('Starting the playoffs failed', failure);
      setError('The playoffs could not be started. Please try again.');
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className={styles.playoffs}>
      {conflictNotice && <Alert tone="error">{conflictNotice}</Alert>}
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
            <Button onClick={() => void start()} loading={starting} loadingText="Starting playoffs...">
              {MESSAGES.startPlayoffs}
            </Button>
          </div>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {state === 'playoffs-started' && <PlayoffRounds tournament={tournament} matches={matches} teams={teams} nameOf={nameOf} onSaved={onSaved} now={now} />}
    </div>
  );
}
