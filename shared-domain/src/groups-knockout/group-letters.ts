/** A groups + knockout cup has 2 to 16 groups (issue 24): letters A to P. */
export const MIN_GROUPS = 2;
export const MAX_GROUPS = 16;

const LETTERS = 'ABCDEFGHIJKLMNOP';

/**
 * The letter of the 0-based group index.
 * @example groupLetter(0) // 'A'
 * @example groupLetter(11) // 'L'
 */
export function groupLetter(index: number): string {
  const letter = LETTERS[index];
  if (letter === undefined) throw new RangeError(`No group letter for index ${index}`);
  return letter;
}

/**
 * What a page and a placeholder call a group.
 * @example groupName('A') // 'Group A'
 */
export function groupName(letter: string): string {
  return `Group ${letter}`;
}

/**
 * Why a group count cannot be used for `teamCount` teams, or null when it can: 2–16 groups of at least
 * two teams each.
 * @example groupCountError(8, 32) // null
 * @example groupCountError(17, 40) // 'A cup has 2 to 16 groups.'
 */
export function groupCountError(groupCount: number, teamCount: number): string | null {
  if (!Number.isInteger(groupCount) || groupCount < MIN_GROUPS || groupCount > MAX_GROUPS) return `A cup has ${MIN_GROUPS} to ${MAX_GROUPS} groups.`;
  if (teamCount < 2 * groupCount) return `${groupCount} groups need at least ${2 * groupCount} teams (two a group); there are ${teamCount}.`;
  return null;
}

/**
 * The sizes of `groupCount` groups holding `teamCount` teams, differing by one at most; the first
 * groups take the extra teams.
 * @example groupSizes(10, 3) // [4, 3, 3]
 * @example groupSizes(48, 12) // [4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]
 */
export function groupSizes(teamCount: number, groupCount: number): number[] {
  const base = Math.floor(teamCount / groupCount);
  const extra = teamCount % groupCount;
  return Array.from({ length: groupCount }, (_, i) => base + (i < extra ? 1 : 0));
}
