import type { OrganizerExport } from './export-document';

/** One problem of a file: where it is (`teams[2]`, or `the file`) and what is wrong there. */
export interface ExportFileProblem {
  path: string;
  reason: string;
}

/** Texts of an inconsistent file (ours; the spec shows none). */
const CONSISTENCY_MESSAGES = {
  sameId: (id: string, first: string) => `id "${id}" is also the id of ${first}`,
  noTournament: (id: string) => `tournamentId "${id}" names no tournament of this file`,
} as const;

/** An item's id, where it is, and what makes it unique (its id, or a match's tournament and id). */
interface IdEntry {
  id: string;
  path: string;
  key?: string;
}

/** Finds ids used twice: each later holder is a problem naming the first. */
function duplicateIds(entries: readonly IdEntry[]): ExportFileProblem[] {
  const first = new Map<string, string>();
  const problems: ExportFileProblem[] = [];
  for (const { id, path, key = id } of entries) {
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, path);
    else problems.push({ path, reason: CONSISTENCY_MESSAGES.sameId(id, earlier) });
  }
  return problems;
}

/**
 * What makes a well-formed document impossible to import as one whole: an id given to two teams, two
 * players or two tournaments (or to two matches of one tournament), and a match of a tournament the
 * file does not hold (it would have no tournament to belong to). A team a tournament names but the file
 * lacks is not a problem: the tournament is imported as it was stored.
 * @example exportConsistencyProblems({ ...document, matches: [{ ...match, tournamentId: 'gone' }] })
 * // [{ path: 'matches[0]', reason: 'tournamentId "gone" names no tournament of this file' }]
 */
export function exportConsistencyProblems(document: Pick<OrganizerExport, 'teams' | 'tournaments' | 'matches'>): ExportFileProblem[] {
  const tournamentIds = new Set(document.tournaments.map((t) => t.id));
  const players = document.teams.flatMap((team, t) => team.players.map((player, p) => ({ id: player.id, path: `teams[${t}].players[${p}]` })));
  return [
    ...duplicateIds(document.teams.map((team, i) => ({ id: team.id, path: `teams[${i}]` }))),
    ...duplicateIds(players),
    ...duplicateIds(document.tournaments.map((tournament, i) => ({ id: tournament.id, path: `tournaments[${i}]` }))),
    // A match's key is its tournament and its id: the same id in two tournaments is two matches.
    ...duplicateIds(document.matches.map((match, i) => ({ id: match.id, path: `matches[${i}]`, key: `${match.tournamentId}\n${match.id}` }))),
    ...document.matches.flatMap((match, i) => (tournamentIds.has(match.tournamentId) ? [] : [{ path: `matches[${i}]`, reason: CONSISTENCY_MESSAGES.noTournament(match.tournamentId) }])),
  ];
}
