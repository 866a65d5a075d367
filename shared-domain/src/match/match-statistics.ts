import type { TeamStatistics } from './entities';

/** Possession shown when none is recorded (spec §9). */
const DEFAULT_POSSESSION = 50;

/**
 * Empty statistics for one side: zero counts and the default 50% possession.
 * @example createEmptyTeamStatistics().possession // 50
 */
export function createEmptyTeamStatistics(): TeamStatistics {
  return { shots: 0, shotsOnTarget: 0, corners: 0, fouls: 0, yellowCards: 0, redCards: 0, possession: DEFAULT_POSSESSION };
}

/**
 * Parses a statistic input: minimum 0 (spec §5); empty or non-numeric text means 0. Fractions are
 * truncated (counts are whole numbers).
 * @example parseStatisticInput('-3') // 0
 * @example parseStatisticInput('7') // 7
 */
export function parseStatisticInput(text: string): number {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return 0;
  return Math.max(0, Math.trunc(value));
}
