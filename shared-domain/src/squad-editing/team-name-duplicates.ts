/**
 * How team names are compared for duplicates: case-insensitive, ignoring leading, trailing and repeated
 * inner spaces ("  eagles  fc" matches "Eagles FC").
 * @example teamNameKey('  Eagles   FC ') // 'eagles fc'
 */
function teamNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** A name a bulk-add list gives more than once (its first spelling), and how many times. */
export interface RepeatedTeamName {
  name: string;
  times: number;
}

/** Bulk add's split of a list of names. */
export interface TeamNamesSplit {
  /** The names to create, each once, in list order (the first spelling kept). */
  toAdd: string[];
  /** Names of teams the organizer already has, each once (the list's first spelling). */
  existing: string[];
  /** New names the list gives more than once: created once, the repeats skipped. */
  repeated: RepeatedTeamName[];
}

/**
 * Bulk add's split: the names to create, the ones skipped because a team of that name exists, and the
 * ones the list repeats (issue 22: a repeat within one paste is not a team that "already exists").
 * @example splitNewTeamNames(['Eagles', 'Lions', 'lions '], ['eagles'])
 * // { toAdd: ['Lions'], existing: ['Eagles'], repeated: [{ name: 'Lions', times: 2 }] }
 */
export function splitNewTeamNames(names: readonly string[], existing: readonly string[]): TeamNamesSplit {
  const stored = new Set(existing.map(teamNameKey));
  const found = new Map<string, string>();
  const listed = new Map<string, RepeatedTeamName>();
  for (const name of names) {
    const key = teamNameKey(name);
    if (stored.has(key)) {
      if (!found.has(key)) found.set(key, name);
      continue;
    }
    const seen = listed.get(key);
    if (seen) seen.times += 1;
    else listed.set(key, { name, times: 1 });
  }
  const entries = [...listed.values()];
  return { toAdd: entries.map((entry) => entry.name), existing: [...found.values()], repeated: entries.filter((entry) => entry.times > 1) };
}

/** "twice", "3 times". */
const timesText = (times: number) => (times === 2 ? 'twice' : `${times} times`);

/**
 * What bulk add says about skipped names, or null when none was skipped: the names that already exist,
 * then the names the list repeats, grouped by how often ("Listed twice: Alpha.").
 * @example skippedTeamsText(['Eagles'], []) // 'Skipped 1 team that already exists: Eagles.'
 * @example skippedTeamsText([], [{ name: 'Alpha', times: 2 }]) // 'Listed twice: Alpha (added once).'
 */
export function skippedTeamsText(existing: readonly string[], repeated: readonly RepeatedTeamName[] = []): string | null {
  const parts: string[] = [];
  if (existing.length > 0) {
    const one = existing.length === 1;
    parts.push(`Skipped ${existing.length} ${one ? 'team that already exists' : 'teams that already exist'}: ${existing.join(', ')}.`);
  }
  const byTimes = new Map<number, string[]>();
  for (const { name, times } of repeated) byTimes.set(times, [...(byTimes.get(times) ?? []), name]);
  for (const [times, group] of [...byTimes].sort(([a], [b]) => a - b)) parts.push(`Listed ${timesText(times)}: ${group.join(', ')} (${group.length === 1 ? 'added once' : 'each added once'}).`);
  return parts.length > 0 ? parts.join(' ') : null;
}
