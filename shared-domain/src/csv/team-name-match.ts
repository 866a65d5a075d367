import { splitNewTeamNames } from '../squad-editing/team-name-duplicates';

/**
 * Whether two team names name the same team, by the app's rule for team names (bulk add's: case and
 * repeated spaces ignored), so a file's "arsenal  fc" finds the stored "Arsenal FC".
 * @example sameTeamName('arsenal  fc', 'Arsenal FC') // true
 * @example sameTeamName('Arsenal', 'Arsenal FC') // false
 */
export function sameTeamName(a: string, b: string): boolean {
  return splitNewTeamNames([a], [b]).existing.length === 1;
}
