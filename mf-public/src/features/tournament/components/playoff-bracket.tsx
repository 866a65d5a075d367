import { teamSlotLabel, type PublicBracketMatch, type PublicBracketRound } from 'shared-domain';
import { VisuallyHidden } from 'shared-ui';
import { FixtureState } from './fixture-state';
import { formatKickoff } from './format-kickoff';

/** The Playoff Bracket: one column per round (named), scrolling sideways on narrow screens. */
export function PlayoffBracket({ rounds, names }: { rounds: readonly PublicBracketRound[]; names: ReadonlyMap<string, string> }) {
  return (
    <div className="public-bracket" role="region" aria-label="Playoff rounds" tabIndex={0}>
      {rounds.map((round) => (
        <section key={round.index} className="public-bracket__round" aria-labelledby={`playoff-round-${round.index}`}>
          <h3 id={`playoff-round-${round.index}`}>{round.name}</h3>
          <ul className="public-bracket__matches">
            {round.matches.map((match) => (
              <BracketMatch key={match.id} match={match} names={names} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function BracketMatch({ match, names }: { match: PublicBracketMatch; names: ReadonlyMap<string, string> }) {
  const kickoff = formatKickoff(match.dateISO, match.time);
  const side = (which: 'home' | 'away') => {
    const label = which === 'away' && match.bye ? 'BYE' : teamSlotLabel(which === 'home' ? match.homeTeamId : match.awayTeamId, names);
    const won = match.winner === which;
    return (
      <span className={`public-bracket__side${won ? ' public-bracket__side--winner' : ''}`}>
        <span>{label}</span>
        {won && <VisuallyHidden> (advances)</VisuallyHidden>}
      </span>
    );
  };
  return (
    <li className="public-bracket__match">
      {side('home')}
      {match.bye ? <span className="public-muted">Bye</span> : <FixtureState match={match} />}
      {side('away')}
      {kickoff && <span className="public-fixture__meta">{kickoff}</span>}
    </li>
  );
}
