import { useState } from 'react';
import {
  BYE_LABEL,
  MESSAGES,
  isScored,
  placeholderLabel,
  playoffRoundsForDisplay,
  playoffSectionState,
  winningSide,
  type Match,
  type PlayoffSlot,
  type Tournament,
} from 'shared-domain';
import { Alert, Button } from 'shared-ui';
import { MatchRow } from './match-row';

export type StartPlayoffsOutcome = 'saved' | 'conflict' | 'not-allowed';

/**
 * Playoff section of league_playoff and swiss_elimination (spec §2): before the league is complete it
 * says so; when complete it offers End Championship & Start Playoffs (only while no playoff match
 * exists); then it lists the playoff rounds by name with BYE and seed/winner placeholders readable.
 */
export function PlayoffSection({
  tournament,
  matches,
  teams,
  nameOf,
  qualifiers,
  onSaved,
  onStart,
  conflictNotice,
  now,
}: {
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
}) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = playoffSectionState(matches);
  const league = matches.filter((m) => !m.isPlayoff);
  const scored = league.filter(isScored).length;

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

  const slotText = (slot: PlayoffSlot): string => {
    switch (slot.kind) {
      case 'team':
        return nameOf(slot.teamId);
      case 'bye':
        return BYE_LABEL;
      default:
        return placeholderLabel(slot);
    }
  };
  const slotView = (slot: PlayoffSlot, won: boolean) => (
    <span className={`tour-slot tour-slot--${slot.kind}${won ? ' tour-slot--won' : ''}`}>
      <span className="tour-slot__name">{slotText(slot)}</span>
      {slot.kind === 'team' && slot.from && <span className="tour-slot__from">{placeholderLabel(slot.from)}</span>}
    </span>
  );

  const byId = new Map(matches.map((m) => [m.id, m]));
  const rounds = state === 'playoffs-started' ? playoffRoundsForDisplay(tournament.playoffBracket, matches) : [];

  return (
    <div className="tour-playoffs">
      {conflictNotice && <Alert tone="error">{conflictNotice}</Alert>}
      {state === 'league-in-progress' && (
        <Alert tone="info" title={MESSAGES.completeAllLeagueMatches}>
          <p className="tour-flush">{MESSAGES.addScoresFirst}</p>
          <p className="tour-flush admin-muted">
            {scored} of {league.length} league matches have scores.
          </p>
        </Alert>
      )}
      {state === 'ready-to-start' && (
        <div className="tour-playoffs__ready">
          <Alert tone="success" title={MESSAGES.championshipCompleted}>
            <p className="tour-flush">{MESSAGES.topTeamsQualify(qualifiers)}</p>
          </Alert>
          <div>
            <Button onClick={() => void start()} loading={starting} loadingText="Starting playoffs...">
              {MESSAGES.startPlayoffs}
            </Button>
          </div>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {rounds.map((round) => (
        <section key={round.round} className="tour-round" aria-labelledby={`playoff-round-${round.round}`}>
          <div className="tour-round__header">
            <h3 id={`playoff-round-${round.round}`} className="tour-round__title">
              {round.name}
            </h3>
          </div>
          <ul className="tour-match-list">
            {round.entries.map((entry) => {
              const match = byId.get(entry.matchId);
              const side = winningSide(entry);
              const home = slotView(entry.home, side === 'home');
              const away = slotView(entry.away, side === 'away');
              const label = `${slotText(entry.home)} vs ${slotText(entry.away)}`;
              if (entry.bye || !match) {
                return (
                  <li key={entry.matchId}>
                    <div className="tour-match tour-match--bye" role="group" aria-label={label}>
                      <div className="tour-match__teams">
                        <span className="tour-match__side tour-match__side--home">{home}</span>
                        <span className="tour-match__score admin-muted">{entry.bye ? 'advances' : 'not scheduled'}</span>
                        <span className="tour-match__side tour-match__side--away">{away}</span>
                      </div>
                    </div>
                  </li>
                );
              }
              return (
                <MatchRow
                  key={entry.matchId}
                  match={match}
                  teams={teams}
                  nameOf={nameOf}
                  onSaved={onSaved}
                  label={label}
                  fixedSides={{ home, away, playable: entry.home.kind === 'team' && entry.away.kind === 'team' }}
                  now={now}
                />
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
