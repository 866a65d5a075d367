import { storedTextViolation } from '../common/stored-text-limits';
import type { Tournament } from '../competition/entities';
import type { Match } from '../match/entities';
import type { Team } from '../people/entities';
import { playerFullName } from '../people/player';
import { storedValueProblem } from '../stored-writes/stored-value-at';
import type { ExportFileProblem } from './export-consistency';
import type { PlayersToAdd } from './import-team-plan';

/** The items an import writes. */
interface PlannedWrites {
  newTeams: readonly Team[];
  playersToAdd: readonly PlayersToAdd[];
  newTournaments: readonly Tournament[];
  matches: readonly Match[];
}

/**
 * Every planned write the gateway would refuse, checked before anything is written with the very rules
 * it applies (the stored-write values and the text limits), so an import stops at its preview rather
 * than halfway: each with the item it is (by name) and the reason. A file of an older item with a value
 * the app no longer stores (a colour named "red") is such a case.
 * @example importWriteProblems({ newTeams: [{ ...rovers, colors: ['red'] }], playersToAdd: [], newTournaments: [], matches: [] })
 * // [{ path: 'team “Rovers”', reason: 'colors[0]: must be a color written #RRGGBB' }]
 */
export function importWriteProblems(writes: PlannedWrites): ExportFileProblem[] {
  const problems: ExportFileProblem[] = [];
  const check = (path: string, reason: string | null) => {
    if (reason !== null) problems.push({ path, reason });
  };
  for (const team of writes.newTeams) check(`team “${team.name}”`, storedValueProblem('team', team) ?? storedTextViolation('team', team));
  for (const { teamId, players } of writes.playersToAdd) {
    for (const player of players) {
      check(`player “${playerFullName(player)}”`, storedValueProblem('team', player, ['players', 0], teamId) ?? storedTextViolation('team', player, ['players', 0]));
    }
  }
  for (const tournament of writes.newTournaments) check(`tournament “${tournament.name}”`, storedValueProblem('tournament', tournament) ?? storedTextViolation('tournament', tournament));
  const tournamentNames = new Map(writes.newTournaments.map((t) => [t.id, t.name]));
  for (const match of writes.matches) {
    const where = tournamentNames.get(match.tournamentId);
    check(`match ${match.id}${where ? ` of “${where}”` : ''}`, storedValueProblem('match', match));
  }
  return problems;
}
