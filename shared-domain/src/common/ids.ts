/** Entity kinds that get generated ids (spec §3: prefix + timestamp + random part). */
export type IdPrefix = 'org' | 'team' | 'tournament' | 'match' | 'player' | 'goal' | 'referee';

/** Length of the base-36 random part. 36^9 ≈ 1e14 values, still exact in a double. */
const RANDOM_PART_LENGTH = 9;
const RANDOM_PART_RANGE = 36 ** RANDOM_PART_LENGTH;

/**
 * Builds an id `${prefix}_${now}_${randomPart}` (spec §3). Clock and randomness are injected so the
 * rule stays pure; `random` must return a number in [0, 1) like Math.random.
 * @example createId('team', 1700000000000, () => 0.5) // 'team_1700000000000_i00000000'
 */
export function createId(prefix: IdPrefix, now: number, random: () => number): string {
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON);
  const randomPart = Math.floor(r * RANDOM_PART_RANGE)
    .toString(36)
    .padStart(RANDOM_PART_LENGTH, '0');
  return `${prefix}_${Math.trunc(now)}_${randomPart}`;
}

