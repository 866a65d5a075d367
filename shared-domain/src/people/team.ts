import type { Team } from './entities';
import { MESSAGES } from '../common/messages';
import { MAX_NAME_LENGTH, validateTextLength } from '../common/text-limits';
import { isHexColor } from './hex-color';

/** First colour of a new team (spec §9). */
const DEFAULT_PRIMARY_TEAM_COLOR = '#3B82F6';

/** Colour given to an added second colour (spec §9: "a red hex"). */
const DEFAULT_SECONDARY_TEAM_COLOR = '#EF4444';

/** A team has one or two colours (spec §3, §5). */
export const MAX_TEAM_COLORS = 2;

/**
 * Team name as stored: trimmed; null when blank (the create form then does nothing; spec §5).
 * @example normalizeTeamName('  Rovers ') // 'Rovers'
 * @example normalizeTeamName('   ') // null
 */
export function normalizeTeamName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Validates a team name for the forms: required after trimming (spec §5) and at most 100 characters.
 * The spec shows no text for either (its create form simply does nothing); the messages are ours.
 * @example validateTeamName('  ') // 'Team name is required.'
 * @example validateTeamName('x'.repeat(101)) // 'Team name must be at most 100 characters.'
 * @example validateTeamName('Rovers') // null
 */
export function validateTeamName(name: string): string | null {
  return normalizeTeamName(name) === null ? MESSAGES.teamNameRequired : validateTextLength('Team name', name, MAX_NAME_LENGTH);
}

/**
 * Bulk add's check: the first line holding a name over the limit, as "Line 3: …", or null. Lines
 * count as the organizer sees them, blank ones included.
 * @example bulkTeamNamesError(`Rovers\n\n${'x'.repeat(101)}`) // 'Line 3: Team name must be at most 100 characters.'
 */
export function bulkTeamNamesError(text: string): string | null {
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const error = validateTextLength('Team name', line, MAX_NAME_LENGTH);
    if (error) return `Line ${index + 1}: ${error}`;
  }
  return null;
}

/**
 * Bulk add: one team name per line, trimmed, blank lines ignored (spec §2).
 * @example parseBulkTeamNames('Rovers\n\n  United \r\n') // ['Rovers', 'United']
 */
export function parseBulkTeamNames(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Colours of a new team: the default blue.
 * @example defaultTeamColors() // ['#3B82F6']
 */
export function defaultTeamColors(): string[] {
  return [DEFAULT_PRIMARY_TEAM_COLOR];
}

/**
 * Adds the second colour (red); a team already at 2 colours is returned unchanged.
 * @example addTeamColor(['#3B82F6']) // ['#3B82F6', '#EF4444']
 */
export function addTeamColor(colors: readonly string[]): string[] {
  return colors.length >= MAX_TEAM_COLORS ? [...colors] : [...colors, DEFAULT_SECONDARY_TEAM_COLOR];
}

/**
 * Removes a colour but never the last one (a team keeps at least one).
 * @example removeTeamColor(['#3B82F6', '#EF4444'], 0) // ['#EF4444']
 */
export function removeTeamColor(colors: readonly string[], index: number): string[] {
  if (colors.length <= 1) return [...colors];
  return colors.filter((_, i) => i !== index);
}

/**
 * Stored colours: valid hexes only, at most 2, the default blue if none is left.
 * @example normalizeTeamColors(['#000000', 'red', '#FFFFFF', '#123456']) // ['#000000', '#FFFFFF']
 */
export function normalizeTeamColors(colors: readonly string[] | undefined): string[] {
  const valid = (colors ?? []).filter(isHexColor).slice(0, MAX_TEAM_COLORS);
  return valid.length > 0 ? valid : defaultTeamColors();
}

/** What the create-team form collects. */
export interface NewTeamInput {
  name: string;
  colors?: readonly string[];
}

/**
 * A new team of an organizer, or null when the name is blank or no organizer is selected (spec §5:
 * then nothing happens).
 * @example createTeam({ name: ' Rovers ' }, { id: 'team_1_a', organizerId: 'org_1_b', createdAtISO: '2024-01-01T00:00:00.000Z' })
 * // { id: 'team_1_a', name: 'Rovers', colors: ['#3B82F6'], organizerId: 'org_1_b', createdAtISO: '2024-01-01T00:00:00.000Z', players: [] }
 */
export function createTeam(input: NewTeamInput, meta: { id: string; organizerId: string | null | undefined; createdAtISO: string }): Team | null {
  const name = normalizeTeamName(input.name);
  if (name === null || !meta.organizerId) return null;
  return { id: meta.id, name, colors: normalizeTeamColors(input.colors), organizerId: meta.organizerId, createdAtISO: meta.createdAtISO, players: [] };
}
