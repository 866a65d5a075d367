import type { CustomPlayoffConfig } from '../playoffs/entities';
import { seedPlaceholder } from '../playoffs/playoff-placeholders';
import { CUSTOM_BYE, gameReference, parseCustomEntry } from './custom-playoff-sides';

/** Where a game sits, as the editor names it: "Semi-finals, game 2". */
export interface CustomGamePlace {
  roundNumber: number;
  roundName: string;
  /** From 1. */
  gameNumber: number;
}

/**
 * Every game of the configuration by id, with its round and its place in the round.
 * @example customGamePlaces(config).get('m2') // { roundNumber: 1, roundName: 'Semi-finals', gameNumber: 2 }
 */
export function customGamePlaces(config: CustomPlayoffConfig): Map<string, CustomGamePlace> {
  const places = new Map<string, CustomGamePlace>();
  for (const round of config.playoffRounds) {
    round.matches.forEach((m, index) => places.set(m.id, { roundNumber: round.roundNumber, roundName: round.name, gameNumber: index + 1 }));
  }
  return places;
}

/**
 * A game's name: "Semi-finals, game 2".
 * @example customGameName({ roundName: 'Final', gameNumber: 1 }) // 'Final, game 1'
 */
export function customGameName(place: Pick<CustomGamePlace, 'roundName' | 'gameNumber'>): string {
  return `${place.roundName}, game ${place.gameNumber}`;
}

/**
 * What a side reads as in the editor's pickers: the team's name, "Seed 2", "Winner of Semi-finals, game 1",
 * "Loser of …", "BYE", or "TBD" when nothing is chosen.
 * @example customEntryLabel('winner-of:m1', places, nameOf) // 'Winner of Semi-finals, game 1'
 */
export function customEntryLabel(value: string, places: ReadonlyMap<string, CustomGamePlace>, nameOf: (teamId: string) => string): string {
  const entry = parseCustomEntry(value);
  switch (entry.kind) {
    case 'none':
      return 'TBD';
    case 'bye':
      return 'BYE';
    case 'seed':
      return `Seed ${entry.n}`;
    case 'team':
      return nameOf(entry.teamId);
    default: {
      const place = places.get(entry.matchId);
      return `${entry.kind === 'winner' ? 'Winner' : 'Loser'} of ${place ? customGameName(place) : 'a removed game'}`;
    }
  }
}

/** One choice of a side picker. */
export interface CustomEntryOption {
  value: string;
  label: string;
}

/** The choices of a side picker, in groups. */
export interface CustomEntryOptions {
  teams: CustomEntryOption[];
  seeds: CustomEntryOption[];
  /** Winner of / Loser of each game of the rounds before this one. */
  earlierGames: CustomEntryOption[];
  /** BYE, only while "Enable bye" is on. */
  bye: CustomEntryOption[];
}

/**
 * What a side of a game in round `roundNumber` may be: the tournament's teams, Seed 1..N (N = the
 * playoff teams setting), the winner and the loser of every game of an earlier round, and BYE while
 * "Enable bye" is on.
 * @example customEntryOptions(config, 2, teams).earlierGames[0] // { value: 'winner-of:m1', label: 'Winner of Semi-finals, game 1' }
 */
export function customEntryOptions(config: CustomPlayoffConfig, roundNumber: number, teams: readonly { id: string; name: string }[]): CustomEntryOptions {
  const earlierGames = config.playoffRounds
    .filter((round) => round.roundNumber < roundNumber)
    .flatMap((round) =>
      round.matches.flatMap((m, index) => {
        const name = customGameName({ roundName: round.name, gameNumber: index + 1 });
        return [
          { value: gameReference('winner', m.id), label: `Winner of ${name}` },
          { value: gameReference('loser', m.id), label: `Loser of ${name}` },
        ];
      }),
    );
  return {
    teams: teams.map((t) => ({ value: t.id, label: t.name })),
    seeds: Array.from({ length: config.playoffTeams }, (_, i) => ({ value: seedPlaceholder(i + 1), label: `Seed ${i + 1}` })),
    earlierGames,
    bye: config.enableBye ? [{ value: CUSTOM_BYE, label: 'BYE' }] : [],
  };
}
