import type { BracketRound } from '../src/playoffs/entities';

/** A bracket as 'home v away' texts per round: what a test compares when ids do not matter. */
export const bracketShape = (rounds: readonly BracketRound[]): string[][] => rounds.map((r) => r.matches.map((m) => `${m.homeTeamId} v ${m.awayTeamId}`));
