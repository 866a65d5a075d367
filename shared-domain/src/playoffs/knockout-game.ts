import type { Match } from '../match/entities';
import type { CustomPlayoffConfig } from './entities';

interface KnockoutContext {
  format: { mode: string; customPlayoffConfig?: CustomPlayoffConfig };
}

/**
 * Whether a game is a knockout game that must have a winner (a level score asks for penalties): every
 * bracket game of league_playoff and swiss_elimination, and the custom playoff games the organizer
 * marked as elimination games. League games never are.
 * @example isKnockoutGame({ format: { mode: 'league_playoff' } }, { id: 'f', isPlayoff: true }) // true
 */
export function isKnockoutGame(tournament: KnockoutContext | null | undefined, match: Pick<Match, 'id' | 'isPlayoff'>): boolean {
  if (!match.isPlayoff || !tournament) return false;
  if (tournament.format.mode !== 'league_custom_playoff') return true;
  const rounds = tournament.format.customPlayoffConfig?.playoffRounds ?? [];
  return rounds.some((round) => round.matches.some((m) => m.id === match.id && m.isElimination));
}
