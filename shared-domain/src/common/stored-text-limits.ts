import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, validateTextLength } from './text-limits';

/** One limited text of a stored item: where it is ('*' = every element of a list), its label and limit. */
interface StoredTextLimit {
  path: readonly string[];
  label: string;
  max: number;
}

/** The items whose texts are limited. */
export type LimitedEntity = 'organizer' | 'team' | 'tournament';

const name = (path: readonly string[], label: string): StoredTextLimit => ({ path, label, max: MAX_NAME_LENGTH });
const description = (path: readonly string[], label: string): StoredTextLimit => ({ path, label, max: MAX_DESCRIPTION_LENGTH });

/** Every limited text of every stored item, as the gateway checks them on write. */
const STORED_TEXT_LIMITS: Readonly<Record<LimitedEntity, readonly StoredTextLimit[]>> = {
  organizer: [name(['name'], 'Name'), description(['description'], 'Description')],
  team: [name(['name'], 'Team name'), name(['players', '*', 'firstName'], 'First name'), name(['players', '*', 'lastName'], 'Last name')],
  tournament: [
    name(['name'], 'Tournament name'),
    name(['format', 'customRounds', '*', 'name'], 'Round name'),
    name(['format', 'customPlayoffConfig', 'playoffRounds', '*', 'name'], 'Round name'),
    description(['format', 'customPlayoffConfig', 'playoffRounds', '*', 'description'], 'Round description'),
    name(['venues', '*', 'name'], 'Venue name'),
    description(['venues', '*', 'address'], 'Venue address'),
    name(['venues', '*', 'pitches', '*', 'name'], 'Pitch name'),
  ],
};

/** A place inside an item: attribute names and list indexes. */
export type ItemPath = readonly (string | number)[];

/** The strings found at `path` inside `value` ('*' walks every element of a list); anything else is skipped. */
function stringsAt(value: unknown, path: readonly string[]): string[] {
  if (path.length === 0) return typeof value === 'string' ? [value] : [];
  const [head, ...rest] = path as [string, ...string[]];
  if (head === '*') return Array.isArray(value) ? value.flatMap((element) => stringsAt(element, rest)) : [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return stringsAt((value as Record<string, unknown>)[head], rest);
}

/**
 * What remains of a limit's path below `at`, or null when a write at `at` cannot reach it
 * (`['players', 2]` reaches `players.*.firstName` by `['firstName']`).
 */
function pathBelow(limitPath: readonly string[], at: ItemPath): readonly string[] | null {
  if (at.length > limitPath.length) return null;
  for (const [i, step] of at.entries()) {
    const expected = limitPath[i];
    const matches = expected === '*' ? typeof step === 'number' : step === expected;
    if (!matches) return null;
  }
  return limitPath.slice(at.length);
}

/**
 * The message for the first limited text of `value` that is too long, or null. `value` is a whole
 * item (`at` empty) or the value written at `at` inside one (an update of one attribute or element).
 * @example storedTextViolation('team', { name: 'Rovers', players: [{ firstName: 'x'.repeat(101) }] })
 * // 'First name must be at most 100 characters.'
 * @example storedTextViolation('team', 'x'.repeat(101), ['name']) // 'Team name must be at most 100 characters.'
 * @example storedTextViolation('team', { position: 'Forward' }, ['players', 0]) // null
 */
export function storedTextViolation(entity: LimitedEntity, value: unknown, at: ItemPath = []): string | null {
  for (const limit of STORED_TEXT_LIMITS[entity]) {
    const below = pathBelow(limit.path, at);
    if (below === null) continue;
    for (const text of stringsAt(value, below)) {
      const error = validateTextLength(limit.label, text, limit.max);
      if (error) return error;
    }
  }
  return null;
}
