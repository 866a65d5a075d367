import type { CustomPlayoffConfig, CustomPlayoffMatch, CustomPlayoffRound } from './entities';
import { MESSAGES } from '../common/messages';
import { isOneOf } from '../common/is-one-of';

/** Team counts offered for a custom playoff (spec §9). */
export const CUSTOM_PLAYOFF_TEAM_OPTIONS = [4, 6, 8, 10, 12] as const;

/** Default custom playoff team count (spec §9). */
export const DEFAULT_CUSTOM_PLAYOFF_TEAMS = 4;

/** Byes are enabled by default (spec §9). */
export const DEFAULT_CUSTOM_PLAYOFF_BYE = true;

/** Games per custom round are clamped to 1..20 (spec §5, §9). */
export const MIN_CUSTOM_ROUND_GAMES = 1;
export const MAX_CUSTOM_ROUND_GAMES = 20;

/**
 * A fresh custom playoff configuration: 4 teams, bye on, no rounds.
 * @example createDefaultCustomPlayoffConfig() // { playoffTeams: 4, enableBye: true, playoffRounds: [] }
 */
export function createDefaultCustomPlayoffConfig(): CustomPlayoffConfig {
  return { playoffTeams: DEFAULT_CUSTOM_PLAYOFF_TEAMS, enableBye: DEFAULT_CUSTOM_PLAYOFF_BYE, playoffRounds: [] };
}

/**
 * Reads a team-count setting: one of 4, 6, 8, 10, 12, anything else means 4.
 * @example normalizeCustomPlayoffTeams(10) // 10
 * @example normalizeCustomPlayoffTeams(5) // 4
 */
export function normalizeCustomPlayoffTeams(value: unknown): number {
  return isOneOf(CUSTOM_PLAYOFF_TEAM_OPTIONS, value) ? value : DEFAULT_CUSTOM_PLAYOFF_TEAMS;
}

/**
 * Quantity-of-games input clamped to 1..20; empty (or non-numeric) becomes 1 (spec §5). Fractions
 * are truncated.
 * @example clampQuantityOfGames('') // 1
 * @example clampQuantityOfGames('25') // 20
 * @example clampQuantityOfGames(0) // 1
 */
function clampQuantityOfGames(input: string | number | null | undefined): number {
  const value = typeof input === 'number' ? input : input === null || input === undefined || input.trim() === '' ? Number.NaN : Number(input);
  if (!Number.isFinite(value)) return MIN_CUSTOM_ROUND_GAMES;
  return Math.min(MAX_CUSTOM_ROUND_GAMES, Math.max(MIN_CUSTOM_ROUND_GAMES, Math.trunc(value)));
}

/**
 * An empty custom match: no teams yet, not an elimination game.
 * @example createCustomPlayoffMatch('match_1') // { id: 'match_1', homeTeamId: '', awayTeamId: '', isElimination: false }
 */
function createCustomPlayoffMatch(id: string): CustomPlayoffMatch {
  return { id, homeTeamId: '', awayTeamId: '', isElimination: false };
}

/**
 * Resizes a round's match list to `quantity` (clamped 1..20): shrinking removes matches from the
 * end, growing appends empty non-elimination matches (spec §4). Pure: returns a new list.
 * @example resizeCustomRoundMatches([m1, m2, m3], 1, nextId) // [m1]
 */
function resizeCustomRoundMatches(matches: readonly CustomPlayoffMatch[], quantity: number, nextId: () => string): CustomPlayoffMatch[] {
  const target = clampQuantityOfGames(quantity);
  if (matches.length >= target) return matches.slice(0, target);
  const added = Array.from({ length: target - matches.length }, () => createCustomPlayoffMatch(nextId()));
  return [...matches, ...added];
}

/** What the Add Playoff Round form collects. */
export interface CustomPlayoffRoundDraft {
  name: string;
  quantityOfGames: string | number;
  description?: string;
}

/**
 * A round needs a name (spec §5): returns "Please enter a round name" for a blank one, else null.
 * @example validateCustomPlayoffRound({ name: ' ' }) // 'Please enter a round name'
 */
export function validateCustomPlayoffRound(draft: Pick<CustomPlayoffRoundDraft, 'name'>): string | null {
  return draft.name.trim() === '' ? MESSAGES.roundNameRequired : null;
}

/** Result of completing the Add Playoff Round form. */
export type AddCustomPlayoffRoundResult = { ok: true; config: CustomPlayoffConfig; round: CustomPlayoffRound } | { ok: false; error: string };

/**
 * Complete in the Add Playoff Round form (spec §4): validates the name, clamps the quantity and
 * appends a round numbered after the existing ones with that many empty matches.
 * @example addCustomPlayoffRound(config, { name: 'Semi-finals', quantityOfGames: '2' }, nextId)
 * // { ok: true, round: { roundNumber: 1, name: 'Semi-finals', quantityOfGames: 2, matches: [2 empty] }, config }
 */
export function addCustomPlayoffRound(config: CustomPlayoffConfig, draft: CustomPlayoffRoundDraft, nextId: () => string): AddCustomPlayoffRoundResult {
  const error = validateCustomPlayoffRound(draft);
  if (error !== null) return { ok: false, error };
  const quantityOfGames = clampQuantityOfGames(draft.quantityOfGames);
  const round: CustomPlayoffRound = {
    roundNumber: config.playoffRounds.length + 1,
    name: draft.name.trim(),
    quantityOfGames,
    matches: resizeCustomRoundMatches([], quantityOfGames, nextId),
  };
  const description = draft.description?.trim();
  if (description) round.description = description;
  return { ok: true, round, config: { ...config, playoffRounds: [...config.playoffRounds, round] } };
}

/**
 * Changes a round's quantity of games, resizing its matches accordingly.
 * @example setCustomRoundQuantity(round, '3', nextId).matches.length // 3
 */
export function setCustomRoundQuantity(round: CustomPlayoffRound, quantity: string | number, nextId: () => string): CustomPlayoffRound {
  const quantityOfGames = clampQuantityOfGames(quantity);
  return { ...round, quantityOfGames, matches: resizeCustomRoundMatches(round.matches, quantityOfGames, nextId) };
}

/**
 * The Stats button of a custom match works only once both teams are chosen (spec §5); otherwise it is
 * disabled with the title "Select teams first".
 * @example customMatchStatsButton({ homeTeamId: 'a', awayTeamId: '' }) // { disabled: true, title: 'Select teams first' }
 */
export function customMatchStatsButton(match: Pick<CustomPlayoffMatch, 'homeTeamId' | 'awayTeamId'>): { disabled: boolean; title?: string } {
  return match.homeTeamId !== '' && match.awayTeamId !== '' ? { disabled: false } : { disabled: true, title: MESSAGES.selectTeamsFirst };
}
