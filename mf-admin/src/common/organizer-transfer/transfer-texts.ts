import type { ImportCounts } from 'shared-domain/organizer-export';
import { countOf, type CountUnit } from '../components/count-texts';

/** What an import's progress counts: every team, tournament, match and image written. */
export const ITEM: CountUnit = { one: 'item', many: 'items' };

const UNITS: readonly [keyof ImportCounts, CountUnit][] = [
  ['teams', { one: 'team', many: 'teams' }],
  ['players', { one: 'player', many: 'players' }],
  ['tournaments', { one: 'tournament', many: 'tournaments' }],
  ['matches', { one: 'match', many: 'matches' }],
  ['images', { one: 'image', many: 'images' }],
];

/** The rows of a preview's counts: each kind of item with its unit's plural as the row's name. */
export const COUNT_ROWS = UNITS.map(([key, unit]) => ({ key, label: unit.many.charAt(0).toUpperCase() + unit.many.slice(1) }));

/** "4 teams, 8 players, 1 tournament, 9 matches and 1 image" (kinds with none left out; "nothing" when all are none). */
export function countsText(counts: ImportCounts): string {
  const parts = UNITS.filter(([key]) => counts[key] > 0).map(([key, unit]) => countOf(counts[key], unit));
  if (parts.length === 0) return 'nothing';
  return parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** How an import that wrote `written` ended. */
export function importedText(written: ImportCounts): string {
  const text = countsText(written);
  return text === 'nothing' ? 'Nothing was imported: everything in the file was here already.' : `Imported ${text}.`;
}

/** Stored items an export could not read and left out. */
export function unreadableText(count: number): string {
  return count === 1 ? '1 item could not be read and is not in the file.' : `${countOf(count, ITEM)} could not be read and are not in the file.`;
}

/** The texts of the Export / Import card (ours; the spec shows none). */
export const TRANSFER_TEXTS = {
  chooseOrganizer: 'Choose an organizer first: under All Organizers, select Manage on the organizer whose data you want to export or import.',
  exportIntro:
    'One file with the teams and their players, the tournaments and their matches. The zip also holds the uploaded images; the JSON file names them by their address.',
  importIntro:
    'A file made with Export, from this organizer or another. Nothing is written before you choose Import; importing the same file again writes only what is missing.',
  exporting: 'Making the file...',
  exportFailed: 'The file could not be made. Check your connection and try again.',
  reading: 'Reading the file...',
  unreadable: 'This file cannot be imported, and nothing was written:',
  readFailed: 'The file could not be read, and nothing was written. Check your connection and try again.',
  nothingToDo: 'Everything in this file is here already: there is nothing to import.',
  blocked: 'Nothing can be imported while these items would be refused. Correct them where the file was made, export again and choose the new file.',
  notStarted: 'The import could not start, and nothing was saved. Check your connection and try again.',
  changedSincePreview: 'Your data changed since the file was read, and some items would now be refused: nothing was imported.',
  resume: 'Nothing else was saved; tournaments it wrote stay private until they are complete. Choose Import again to finish: what is already saved is skipped.',
  missingImages: 'Imported without these images, which could not be read (import the zip made with “Export with images” to bring them):',
  missingExportImages: 'These images could not be read: the file names them by their address only.',
} as const;
