import type { CustomPlayoffConfig } from '../playoffs/entities';
import { validateCustomMatchChange, type CustomPlayoffMatchChange } from '../playoffs/custom-playoff-edit';
import { customEntryLabel, customEntryOptions, customGameName, customGamePlaces } from './custom-playoff-entries';
import { CUSTOM_BYE, parseCustomEntry } from './custom-playoff-sides';

/** Messages of the custom playoff's side pickers (issue 22). */
const CUSTOM_PICK_MESSAGES = {
  bothBye: 'A game needs a team on at least one side: both sides cannot be BYE.',
  byeOff: 'Turn on "Enable bye" to give a game a BYE.',
  notOffered: 'Choose a team, a seed, or a game of an earlier round.',
  byeHasNoLoser: 'A game against BYE has no loser.',
  referenceTaken: (label: string) => `${label} already has a place in the playoff.`,
  byesInUse: (games: string) => `Remove the BYE from ${games} first.`,
} as const;

/** Every reference to a game's winner or loser, by stored value, with the game holding it. */
function referencesInUse(config: CustomPlayoffConfig): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const round of config.playoffRounds) {
    for (const m of round.matches) {
      for (const value of [m.homeTeamId, m.awayTeamId]) {
        const kind = parseCustomEntry(value).kind;
        if (kind === 'winner' || kind === 'loser') used.set(value, [...(used.get(value) ?? []), m.id]);
      }
    }
  }
  return used;
}

/** Whether a game has BYE on a side. */
const hasBye = (config: CustomPlayoffConfig, matchId: string): boolean =>
  config.playoffRounds.some((r) => r.matches.some((m) => m.id === matchId && (m.homeTeamId === CUSTOM_BYE || m.awayTeamId === CUSTOM_BYE)));

/**
 * Whether a change of one custom playoff game's sides keeps the playoff valid (issue 22): each side is
 * one of what its picker offers (a team, Seed 1..N, the winner or loser of a game of an earlier round,
 * BYE while "Enable bye" is on); not both sides BYE, nor the same on both sides; a team, seed or game
 * result at most once per round (BYE may face several teams); a game's winner and its loser each fill
 * one place in the whole playoff; a game against BYE has no loser to pick. The message, or null.
 * @example validateCustomPick(config, 2, 'f', { homeTeamId: 'winner-of:s1' }, teams) // null
 * @example validateCustomPick(config, 1, 's1', { homeTeamId: 'bye', awayTeamId: 'bye' }, teams) // 'A game needs a team on at least one side: …'
 */
export function validateCustomPick(
  config: CustomPlayoffConfig,
  roundNumber: number,
  matchId: string,
  change: CustomPlayoffMatchChange,
  teams: readonly { id: string; name: string }[],
): string | null {
  const round = config.playoffRounds.find((r) => r.roundNumber === roundNumber);
  const match = round?.matches.find((m) => m.id === matchId);
  if (!round || !match) return null;
  const home = change.homeTeamId ?? match.homeTeamId;
  const away = change.awayTeamId ?? match.awayTeamId;
  if (home === CUSTOM_BYE && away === CUSTOM_BYE) return CUSTOM_PICK_MESSAGES.bothBye;
  const options = customEntryOptions(config, roundNumber, teams);
  const offered = new Set([...options.teams, ...options.seeds, ...options.earlierGames].map((o) => o.value));
  const places = customGamePlaces(config);
  const used = referencesInUse(config);
  for (const value of [change.homeTeamId, change.awayTeamId]) {
    if (!value) continue;
    const entry = parseCustomEntry(value);
    if (entry.kind === 'bye') {
      if (!config.enableBye) return CUSTOM_PICK_MESSAGES.byeOff;
      continue;
    }
    if (!offered.has(value)) return CUSTOM_PICK_MESSAGES.notOffered;
    if (entry.kind === 'loser' && hasBye(config, entry.matchId)) return CUSTOM_PICK_MESSAGES.byeHasNoLoser;
    if ((used.get(value) ?? []).some((id) => id !== matchId)) return CUSTOM_PICK_MESSAGES.referenceTaken(customEntryLabel(value, places, () => value));
  }
  // The per-round rules of plain teams, with every offered choice named as it reads (BYE left out: it may repeat).
  const named = [...options.teams, ...options.seeds, ...options.earlierGames].map((o) => ({ id: o.value, name: o.label }));
  const withoutBye = (value: string | undefined) => (value === CUSTOM_BYE ? '' : value);
  const plain = { ...change, homeTeamId: withoutBye(change.homeTeamId), awayTeamId: withoutBye(change.awayTeamId) };
  const roundWithoutByes = { matches: round.matches.map((m) => ({ ...m, homeTeamId: withoutBye(m.homeTeamId) ?? '', awayTeamId: withoutBye(m.awayTeamId) ?? '' })) };
  return validateCustomMatchChange(roundWithoutByes, matchId, plain, named);
}

/**
 * Whether "Enable bye" may be turned off: not while a game has a BYE side (the message names them).
 * Turning it on is always fine.
 * @example validateByeSetting(config, false) // 'Remove the BYE from Quarter-finals, game 4 first.'
 */
export function validateByeSetting(config: CustomPlayoffConfig, enable: boolean): string | null {
  if (enable) return null;
  const places = customGamePlaces(config);
  const games = config.playoffRounds
    .flatMap((r) => r.matches)
    .filter((m) => m.homeTeamId === CUSTOM_BYE || m.awayTeamId === CUSTOM_BYE)
    .map((m) => {
      const place = places.get(m.id);
      return place ? customGameName(place) : m.id;
    });
  return games.length === 0 ? null : CUSTOM_PICK_MESSAGES.byesInUse(games.join(', '));
}
