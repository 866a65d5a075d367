import { MESSAGES, isLeagueComplete, playoffRoundsForDisplay, resultsClearedBy, winningSide, type Match, type MatchPatch, type Tournament } from 'shared-domain';
import { RoundSection } from 'shared-football-ui';
import { useConfirm } from 'shared-ui';
import { ClearedResultsText } from './cleared-results-text';
import layout from '../../../common/styles/layout.module.css';
import { MatchRow } from './match-row';
import rowStyles from './match-row.module.css';
import { PlayoffSlot, slotText } from './playoff-slot';

interface PlayoffRoundsProps {
  tournament: Tournament;
  matches: readonly Match[];
  teams: readonly { id: string; name: string }[];
  nameOf: (teamId: string) => string;
  now?: number;
}

/**
 * The started playoffs by round name ("1/2 Final", "Final"): pairings with two sides are editable match
 * rows (scores locked until both teams are known; a level score asks for the penalty shoot-out); a
 * bye, or a pairing without its match, only reads. The bracket is resolved from the stored results on
 * every render, so a changed result moves the right team on; when it changes who plays a later game
 * that has a result, the organizer confirms first and that result is cleared, or nothing changes.
 */
export function PlayoffRounds({ tournament, matches, teams, nameOf, now }: PlayoffRoundsProps) {
  const byId = new Map(matches.map((m) => [m.id, m]));
  // Knockout games take scores only after the league (tournaments created before the knockout was
  // seeded from the table may hold knockout games from the start).
  const leagueComplete = isLeagueComplete(matches);
  const { dialog, ask } = useConfirm();
  const prepare = async (match: Match, fields: MatchPatch): Promise<readonly string[] | null> => {
    const cleared = resultsClearedBy(tournament.playoffBracket, matches, match.id, fields);
    if (cleared.length === 0) return [];
    const confirmed = await ask({ title: 'Change this result?', danger: true, body: <ClearedResultsText cleared={cleared} nameOf={nameOf} /> });
    return confirmed ? cleared.map((c) => c.matchId) : null;
  };
  const rounds = playoffRoundsForDisplay(tournament.playoffBracket, matches).map((round) => (
    <RoundSection key={round.round} title={round.name}>
      {round.entries.map((entry) => {
        const match = byId.get(entry.matchId);
        const side = winningSide(entry);
        const home = <PlayoffSlot slot={entry.home} won={side === 'home'} nameOf={nameOf} />;
        const away = <PlayoffSlot slot={entry.away} won={side === 'away'} nameOf={nameOf} />;
        const label = `${slotText(entry.home, nameOf)} vs ${slotText(entry.away, nameOf)}`;
        const teamsKnown = entry.home.kind === 'team' && entry.away.kind === 'team';
        const playable = teamsKnown && leagueComplete;
        const lockedTitle = teamsKnown ? MESSAGES.addScoresFirst : undefined;
        return (
          <li key={entry.matchId}>
            {entry.bye || !match ? (
              <div className={rowStyles.match} data-placeholder role="group" aria-label={label}>
                <div className={rowStyles.teams}>
                  <span className={`${rowStyles.side} ${rowStyles.home}`}>{home}</span>
                  <span className={`${rowStyles.score} ${layout.muted}`}>{entry.bye ? 'advances' : 'not scheduled'}</span>
                  <span className={`${rowStyles.side} ${rowStyles.away}`}>{away}</span>
                </div>
              </div>
            ) : (
              <MatchRow match={match} teams={teams} nameOf={nameOf} label={label} fixedSides={{ home, away, playable, lockedTitle, prepare }} now={now} />
            )}
          </li>
        );
      })}
    </RoundSection>
  ));
  return (
    <>
      {rounds}
      {dialog}
    </>
  );
}
