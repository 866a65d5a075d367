import { sameTeamName } from '../csv/team-name-match';

/**
 * The texts an import's preview shows about single items (ours; the spec shows none): conflicts by name
 * with the target organizer's items, and the file's items that are not imported.
 */

/** One item the preview says something about: its name in the file and what the import does with it. */
export interface ImportNote {
  name: string;
  text: string;
}

/**
 * A file's team named like one of the target's: it joins that team (see planOrganizerImport).
 * @example teamJoinsText(2) // "You have a team of this name already: the file's team joins it, and 2 of its players are added to its squad (a player of the same name is the same player). Your team's colours, images and links stay as they are."
 */
export function teamJoinsText(addedPlayers: number): string {
  const added = addedPlayers === 0 ? 'all its players are in that squad already' : `${addedPlayers} of its players ${addedPlayers === 1 ? 'is' : 'are'} added to its squad`;
  return `You have a team of this name already: the file's team joins it, and ${added} (a player of the same name is the same player). Your team's colours, images and links stay as they are.`;
}

/**
 * A file's tournament named like one of the target's: it is imported beside it, renamed.
 * @example tournamentRenamedText('Cup (imported)') // 'You have a tournament of this name already: this one is imported beside it as “Cup (imported)”.'
 */
export function tournamentRenamedText(newName: string): string {
  return `You have a tournament of this name already: this one is imported beside it as “${newName}”.`;
}

/**
 * A file's tournament whose multi-item write had stopped halfway when it was exported: not imported.
 * @example interruptedTournamentText('creation', 40) // 'Not imported: its creation was interrupted before the export (40 of its matches were saved). Finish or delete it where it was made, then export again.'
 */
export function interruptedTournamentText(write: 'creation' | 'playoff-start' | 'playoff-reseed', savedMatches: number): string {
  if (write === 'creation') {
    return `Not imported: its creation was interrupted before the export (${savedMatches} of its matches were saved). Finish or delete it where it was made, then export again.`;
  }
  const what = write === 'playoff-start' ? 'playoff start' : 'playoff re-seed';
  return `Not imported: its ${what} was interrupted before the export. Finish it where it was made, then export again.`;
}

/**
 * A tournament's name that none of `taken` has (names compared as team names are: case and spaces
 * ignored): the name itself, or "(imported)", "(imported 2)"… added.
 * @example freeTournamentName('Cup', ['cup', 'Cup (imported)']) // 'Cup (imported 2)'
 */
export function freeTournamentName(name: string, taken: readonly string[]): string {
  const isTaken = (candidate: string) => taken.some((other) => sameTeamName(other, candidate));
  if (!isTaken(name)) return name;
  for (let n = 1; ; n += 1) {
    const candidate = `${name} (imported${n === 1 ? '' : ` ${n}`})`;
    if (!isTaken(candidate)) return candidate;
  }
}
