import type { PublicLineupPlayer, PublicMatchSide, PublicMatchView } from 'shared-domain';

/** One listed player: number, name (or "Private player" for a player who is not public) and position. */
function PlayerRow({ player }: { player: PublicLineupPlayer }) {
  return (
    <li className="player">
      <span className="number">{player.number ?? ''}</span>
      {player.name === null ? <span className="private">Private player</span> : <span>{player.name}</span>}
      <span className="position">{player.position}</span>
    </li>
  );
}

function PlayerBlock({ title, players }: { title: string; players: readonly PublicLineupPlayer[] }) {
  if (players.length === 0) return null;
  return (
    <div className="list-block">
      <h4 className="section-title">{title}</h4>
      <ul className="players">
        {players.map((player, index) => (
          // Private players have no id, and a lineup lists a player once: the place is a stable key.
          <PlayerRow key={player.playerId ?? `private-${index}`} player={player} />
        ))}
      </ul>
    </div>
  );
}

function SideLineup({ side }: { side: PublicMatchSide }) {
  const empty = side.starting.length === 0 && side.substitutes.length === 0;
  return (
    <section aria-label={`${side.name} lineup`}>
      <h3 className="side-name">{side.name}</h3>
      {empty ? <p className="empty">No lineup yet.</p> : null}
      <PlayerBlock title="Starting XI" players={side.starting} />
      <PlayerBlock title="Substitutes" players={side.substitutes} />
    </section>
  );
}

/** Both teams' starting XI and substitutes, home first. */
export function LineupsPanel({ view }: { view: PublicMatchView }) {
  return (
    <div className="sides">
      <SideLineup side={view.home} />
      <SideLineup side={view.away} />
    </div>
  );
}
