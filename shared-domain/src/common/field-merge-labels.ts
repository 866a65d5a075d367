import type { FieldPath } from './field-merge';
import { SOCIAL_NETWORK_LABELS } from './social-links';

/** How a field is named to the user: its label, its parts' labels, and for a list the noun of one item. */
interface FieldLabel {
  label: string;
  parts?: FieldLabels;
  /** A list of named items (players): an item reads "<item> <its name>". */
  item?: string;
}

/** Labels of an item's fields, as the forms name them. */
export type FieldLabels = Readonly<Record<string, string | FieldLabel>>;

const PLAYER_FIELD_LABELS: FieldLabels = {
  firstName: 'First Name',
  lastName: 'Last Name',
  number: 'Number',
  position: 'Position',
  dateOfBirth: 'Date of Birth',
  isPublic: 'Public',
  photo: 'Photo',
  socialMedia: { label: 'Social Links', parts: SOCIAL_NETWORK_LABELS },
};

/** A team's fields, as the team and player pages name them. */
export const TEAM_FIELD_LABELS: FieldLabels = {
  name: 'Team Name',
  establishedDate: 'Established Date',
  colors: 'Team Colors',
  logo: 'Logo',
  photo: 'Team Photo',
  socialMedia: { label: 'Social Links', parts: SOCIAL_NETWORK_LABELS },
  players: { label: 'Players', item: 'Player', parts: PLAYER_FIELD_LABELS },
};

/** A tournament's fields, as its detail page names them. */
export const TOURNAMENT_FIELD_LABELS: FieldLabels = {
  name: 'Tournament Name',
  visibility: 'Visibility',
  location: { label: 'Location', parts: { name: 'Location Name', link: 'Location Link' } },
  socialMedia: { label: 'Social Links', parts: { facebook: 'Facebook', instagram: 'Instagram' } },
  logo: 'Logo',
  backgroundImage: 'Background Image',
  timeZone: 'Time zone',
  format: {
    label: 'Format',
    parts: { tieBreakers: 'Tie-breakers', customPlayoffConfig: 'Custom Playoff Configuration', customRounds: 'Round Names', rounds: 'Rounds' },
  },
  teamIds: 'Teams',
  playoffBracket: 'Playoffs',
  pendingWrite: 'Setup',
  settings: 'Settings',
};

/** What an item of a list is called: its name, or a player's first and last name. */
function nameOf(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const { name, firstName, lastName } = item as Record<string, unknown>;
  if (typeof name === 'string') return name.trim();
  return [firstName, lastName].filter((part) => typeof part === 'string' && part.trim() !== '').join(' ');
}

/** The list item with this id in any of the versions (an item may exist in only one of them). */
function findItem(lists: readonly unknown[], id: string): unknown {
  for (const list of lists) {
    const found = Array.isArray(list) ? (list as unknown[]).find((item) => (item as { id?: unknown } | null)?.id === id) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The label of a changed field: the most precise one known ("Facebook" inside "Social Links"); a list
 * item reads "Player Phil Foden" and a field inside it "Number (Player Phil Foden)". `versions` are
 * the item as stored and as edited here, where list items are looked up by id for their names.
 * @example fieldLabel(['socialMedia', 'facebook'], TEAM_FIELD_LABELS, []) // 'Facebook'
 */
export function fieldLabel(path: FieldPath, labels: FieldLabels, versions: readonly object[]): string {
  const [first = '', ...rest] = path;
  // Own entries only: a stored field called "constructor" is no label.
  let entry = Object.hasOwn(labels, first) ? labels[first] : undefined;
  let label = entry === undefined ? first : typeof entry === 'string' ? entry : entry.label;
  let values: unknown[] = versions.map((version) => (version as Record<string, unknown>)[first]);
  let owner: string | null = null;
  for (const segment of rest) {
    if (entry === undefined || typeof entry === 'string') break;
    const next: string | FieldLabel | undefined = entry.parts && Object.hasOwn(entry.parts, segment) ? entry.parts[segment] : undefined;
    if (entry.item && owner === null) {
      const item = findItem(values, segment);
      owner = [entry.item, nameOf(item)].filter(Boolean).join(' ');
      label = owner;
      values = [item];
      continue;
    }
    if (next === undefined) break;
    label = typeof next === 'string' ? next : next.label;
    entry = next;
    values = values.map((value) => (value as Record<string, unknown> | undefined)?.[segment]);
  }
  return owner && label !== owner ? `${label} (${owner})` : label;
}

/**
 * The distinct labels of changed fields, in the order `labels` lists the fields (the forms' order).
 * @example fieldLabels([['colors'], ['name']], TEAM_FIELD_LABELS, []) // ['Team Name', 'Team Colors']
 */
export function fieldLabels(paths: readonly FieldPath[], labels: FieldLabels, versions: readonly object[]): string[] {
  const order = Object.keys(labels);
  const rank = (path: FieldPath) => (order.includes(path[0] ?? '') ? order.indexOf(path[0] ?? '') : order.length);
  const sorted = [...paths].sort((a, b) => rank(a) - rank(b));
  return [...new Set(sorted.map((path) => fieldLabel(path, labels, versions)))];
}

/**
 * What a save says after it re-applied the user's changes over fields changed elsewhere (issue 11).
 * @example alsoUpdatedElsewhere(['Date', 'Logo']) // 'Also updated elsewhere: Date, Logo.'
 */
export function alsoUpdatedElsewhere(labels: readonly string[]): string {
  return `Also updated elsewhere: ${labels.join(', ')}.`;
}
