import { useState, type FormEvent } from 'react';
import { playerFullName, setLineupRole, type Lineups, type Match, type MatchSide } from 'shared-domain';
import { Button, Card } from 'shared-ui';
import type { MatchEditor } from '../hooks/use-match-editor';
import type { MatchSides } from './match-sides';

const emptyLineups = (lineups: Match['lineups']): Lineups => ({
  home: { starting: [], substitutes: [], ...lineups?.home },
  away: { starting: [], substitutes: [], ...lineups?.away },
});

/**
 * Lineups (spec §3): per side, starting players and substitutes chosen from that team's players
 * (a player is in at most one of the two), with counts. Saved with a version check.
 */
export function LineupsTab({ match, sides, editor }: { match: Match; sides: MatchSides; editor: MatchEditor }) {
  const [draft, setDraft] = useState(() => emptyLineups(match.lineups));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save(() => ({ lineups: draft }), { versioned: true, successText: 'Lineups saved.' });
  };
  const side = (which: MatchSide) => {
    const players = sides.players(which);
    const { starting, substitutes } = draft[which];
    const name = sides.name(which);
    return (
      <Card title={name} headingLevel={3} className="mc-lineup">
        <p className="mc-lineup__counts" aria-live="polite">
          Starting: {starting.length} · Substitutes: {substitutes.length}
        </p>
        {players.length === 0 ? (
          <p className="mc-muted">No players in this team yet.</p>
        ) : (
          <table className="mc-lineup__table">
            <caption className="mc-visually-hidden">{`${name} lineup`}</caption>
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col">Starting</th>
                <th scope="col">Substitute</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player) => {
                const playerName = playerFullName(player) || 'Unnamed player';
                const isStarting = starting.includes(player.id);
                const isSub = substitutes.includes(player.id);
                const toggle = (role: 'starting' | 'substitute', checked: boolean) =>
                  setDraft((d) => setLineupRole(d, which, player.id, checked ? role : 'none'));
                return (
                  <tr key={player.id}>
                    <th scope="row">
                      {player.number !== undefined && player.number !== null ? <span className="mc-muted">{player.number} </span> : null}
                      {playerName}
                    </th>
                    <td>
                      <input type="checkbox" aria-label={`${playerName} starting`} checked={isStarting} onChange={(e) => toggle('starting', e.target.checked)} />
                    </td>
                    <td>
                      <input type="checkbox" aria-label={`${playerName} substitute`} checked={isSub} onChange={(e) => toggle('substitute', e.target.checked)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </Card>
    );
  };
  return (
    <form className="mc-form" aria-label="Lineups" onSubmit={onSubmit}>
      <div className="mc-lineups">
        {side('home')}
        {side('away')}
      </div>
      <div>
        <Button type="submit" loading={editor.saving}>
          Save Lineups
        </Button>
      </div>
    </form>
  );
}
