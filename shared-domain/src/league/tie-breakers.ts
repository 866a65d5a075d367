import { isOneOf } from '../common/is-one-of';

/** The tie-breaker presets a tournament can choose (issue 8 item 6). */
export type TieBreakerPreset = 'spec' | 'premier-league' | 'la-liga' | 'uefa' | 'fifa';

/** The presets, in the order the admin select offers them; 'spec' first as the default. */
export const TIE_BREAKER_PRESETS: readonly TieBreakerPreset[] = ['spec', 'premier-league', 'la-liga', 'uefa', 'fifa'];

/** Used when a tournament has no setting: the spec §9 order, unchanged. */
export const DEFAULT_TIE_BREAKER_PRESET: TieBreakerPreset = 'spec';

const LABELS: Record<TieBreakerPreset, string> = {
  spec: 'Spec default',
  'premier-league': 'Premier League',
  'la-liga': 'La Liga',
  uefa: 'UEFA',
  fifa: 'FIFA World Cup',
};

/**
 * What the admin select and the tournament pages show for a preset.
 * @example tieBreakerLabel('fifa') // 'FIFA World Cup'
 */
export function tieBreakerLabel(preset: TieBreakerPreset): string {
  return LABELS[preset];
}

/**
 * Reads a stored or typed value as a preset; anything else is the default, so an old tournament
 * (no field) or a hand-edited value keeps the spec order.
 * @example toTieBreakerPreset('uefa') // 'uefa'
 * @example toTieBreakerPreset(undefined) // 'spec'
 */
export function toTieBreakerPreset(value: unknown): TieBreakerPreset {
  return isOneOf(TIE_BREAKER_PRESETS, value) ? value : DEFAULT_TIE_BREAKER_PRESET;
}

/**
 * One comparison step. `overall` steps read the full table; `h2h` steps read a mini table of only
 * the matches among the teams still tied. All compare descending (more is better).
 */
export type TieBreakerCriterion =
  | { scope: 'overall'; stat: 'points' | 'goalDifference' | 'goalsFor' }
  | { scope: 'h2h'; stat: 'points' | 'goalDifference' | 'goalsFor' | 'awayGoals' };

const overall = (stat: 'points' | 'goalDifference' | 'goalsFor'): TieBreakerCriterion => ({ scope: 'overall', stat });
const h2h = (stat: 'points' | 'goalDifference' | 'goalsFor' | 'awayGoals'): TieBreakerCriterion => ({ scope: 'h2h', stat });

const CRITERIA: Record<TieBreakerPreset, readonly TieBreakerCriterion[]> = {
  spec: [overall('points'), overall('goalDifference'), overall('goalsFor')],
  'premier-league': [overall('points'), overall('goalDifference'), overall('goalsFor'), h2h('points'), h2h('awayGoals')],
  'la-liga': [overall('points'), h2h('points'), h2h('goalDifference'), overall('goalDifference'), overall('goalsFor')],
  uefa: [overall('points'), h2h('points'), h2h('goalDifference'), h2h('goalsFor'), overall('goalDifference'), overall('goalsFor')],
  fifa: [overall('points'), overall('goalDifference'), overall('goalsFor'), h2h('points'), h2h('goalDifference'), h2h('goalsFor')],
};

/**
 * The ordered comparison steps of a preset; after the last step the caller's team order decides.
 * @example tieBreakerCriteria('la-liga')[1] // { scope: 'h2h', stat: 'points' }
 */
export function tieBreakerCriteria(preset: TieBreakerPreset): readonly TieBreakerCriterion[] {
  return CRITERIA[preset];
}
