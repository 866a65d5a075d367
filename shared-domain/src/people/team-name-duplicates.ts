/**
 * How team names are compared for duplicates: case-insensitive, ignoring leading, trailing and repeated
 * inner spaces ("  eagles  fc" matches "Eagles FC").
 * @example teamNameKey('  Eagles   FC ') // 'eagles fc'
 */
function teamNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/**
 * Bulk add's split: the names to create, and the ones skipped because a team of that name exists or
 * the name came earlier in the same list (the first spelling is kept).
 * @example splitNewTeamNames(['Eagles', 'Lions', 'lions '], ['eagles']) // { toAdd: ['Lions'], skipped: ['Eagles', 'lions '] }
 */
export function splitNewTeamNames(names: readonly string[], existing: readonly string[]): { toAdd: string[]; skipped: string[] } {
  const taken = new Set(existing.map(teamNameKey));
  const toAdd: string[] = [];
  const skipped: string[] = [];
  for (const name of names) {
    const key = teamNameKey(name);
    if (taken.has(key)) {
      skipped.push(name);
    } else {
      taken.add(key);
      toAdd.push(name);
    }
  }
  return { toAdd, skipped };
}

/**
 * What bulk add says about skipped names, or null when none was skipped.
 * @example skippedTeamsText(['Eagles']) // 'Skipped 1 team that already exists: Eagles.'
 * @example skippedTeamsText(['Eagles', 'Lions']) // 'Skipped 2 teams that already exist: Eagles, Lions.'
 */
export function skippedTeamsText(skipped: readonly string[]): string | null {
  if (skipped.length === 0) return null;
  const one = skipped.length === 1;
  return `Skipped ${skipped.length} ${one ? 'team that already exists' : 'teams that already exist'}: ${skipped.join(', ')}.`;
}
