import { readWholeNumber } from '../common/whole-number-field';
import { PENALTIES_FIELD } from '../match/score-input';
import { SCORE_PAIR_MESSAGES } from '../score-entry/score-pair';

/**
 * The cells a fixtures file of a Groups + Knockout cup adds (issue 24): which part of the cup a row's
 * match is in (`group`), whether its score is after extra time, and a shoot-out. A league's file leaves
 * them out; the export of a league writes none of them.
 */
export const FIXTURES_CSV_CUP_COLUMNS = ['group', 'extraTime', 'homePenalties', 'awayPenalties'] as const;

/** Where a row's match is: a group game, a knockout round counted from the final (1 the final, 2 the semi-finals…), or the match for third place. */
export type FixturesCsvStage = { kind: 'group'; group: string } | { kind: 'knockout'; fromFinal: number } | { kind: 'third_place' };

/** A knockout round as a file names it, by its distance from the final (ours; FIFA's and UEFA's names). */
const KNOCKOUT_ROUNDS: readonly { fromFinal: number; names: readonly string[] }[] = [
  { fromFinal: 1, names: ['final'] },
  { fromFinal: 2, names: ['semi-finals', 'semi-final', 'semi finals', 'semifinals', '1/2 final'] },
  { fromFinal: 3, names: ['quarter-finals', 'quarter-final', 'quarter finals', 'quarterfinals', '1/4 final'] },
  { fromFinal: 4, names: ['round of 16', '1/8 final'] },
  { fromFinal: 5, names: ['round of 32'] },
  { fromFinal: 6, names: ['round of 64'] },
];
const THIRD_PLACE_NAMES: readonly string[] = ['third place', 'third-place match', 'match for third place', '3rd place'];
const YES = ['yes', 'y', 'true', '1', 'a.e.t.', 'aet'];
const NO = ['no', 'n', 'false', '0'];

/** Texts of the cup cells (ours). */
const CUP_CELL_MESSAGES = {
  group: 'Enter a group letter A to P ("A" or "Group A") or a knockout round: Round of 32, Round of 16, Quarter-finals, Semi-finals, Third place or Final.',
  extraTime: 'Enter yes (the score is after extra time) or leave it empty.',
  extraTimeOnlyKnockout: 'Only knockout matches go to extra time.',
  extraTimeNeedsScore: 'Give the score after extra time.',
  bothPenalties: 'Give both sides of the shoot-out or neither.',
  penaltiesOnlyKnockout: 'Only knockout matches have a shoot-out.',
  penaltiesNeedScore: 'Give the score before the shoot-out.',
} as const;

type Read<T> = { value: T; problem: string | null };

/**
 * A `group` cell: empty (a league file's row), a group letter ("C" or "Group C"), or a knockout round.
 * @example readFixturesStage('Group C') // { value: { kind: 'group', group: 'C' }, problem: null }
 * @example readFixturesStage('Round of 16').value // { kind: 'knockout', fromFinal: 4 }
 */
export function readFixturesStage(text: string): Read<FixturesCsvStage | null> {
  const cell = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (cell === '') return { value: null, problem: null };
  const letter = /^(?:group )?([a-p])$/.exec(cell)?.[1];
  if (letter) return { value: { kind: 'group', group: letter.toUpperCase() }, problem: null };
  if (THIRD_PLACE_NAMES.includes(cell)) return { value: { kind: 'third_place' }, problem: null };
  const round = KNOCKOUT_ROUNDS.find((r) => r.names.includes(cell));
  return round ? { value: { kind: 'knockout', fromFinal: round.fromFinal }, problem: null } : { value: null, problem: CUP_CELL_MESSAGES.group };
}

/** An `extraTime` cell: yes (a.e.t.), no, or empty (no change). */
function readExtraTime(text: string): Read<boolean | null> {
  const cell = text.trim().toLowerCase();
  if (cell === '') return { value: null, problem: null };
  if (YES.includes(cell)) return { value: true, problem: null };
  return NO.includes(cell) ? { value: false, problem: null } : { value: null, problem: CUP_CELL_MESSAGES.extraTime };
}

/** The cup cells of one row, as the fixtures reader gives them. */
export interface FixturesCupCells {
  stage: FixturesCsvStage | null;
  /** Null when the cell is empty: the stored value stays. */
  afterExtraTime: boolean | null;
  /** The shoot-out cells as written (both set, or neither). */
  penalties: { home: string; away: string } | null;
}

/** A problem of one cup cell: its column and reason. */
interface CupCellProblem {
  column: (typeof FIXTURES_CSV_CUP_COLUMNS)[number];
  reason: string;
}

/**
 * A row's cup cells read, or their problems: extra time and a shoot-out only on a knockout row with a
 * score, a shoot-out of whole numbers given on both sides with a winner (the score-entry rule).
 * @example readFixturesCupCells({ group: 'Final', extraTime: 'yes', homePenalties: '4', awayPenalties: '2' }, true).cells
 * // { stage: { kind: 'knockout', fromFinal: 1 }, afterExtraTime: true, penalties: { home: '4', away: '2' } }
 */
export function readFixturesCupCells(
  cells: Record<(typeof FIXTURES_CSV_CUP_COLUMNS)[number], string>,
  scored: boolean,
): { cells: FixturesCupCells; problems: CupCellProblem[] } {
  const problems: CupCellProblem[] = [];
  const add = (column: CupCellProblem['column'], reason: string | null) => {
    if (reason) problems.push({ column, reason });
  };
  const stage = readFixturesStage(cells.group);
  add('group', stage.problem);
  const knockout = stage.value !== null && stage.value.kind !== 'group';
  const extraTime = readExtraTime(cells.extraTime);
  add('extraTime', extraTime.problem);
  if (extraTime.value && !knockout) add('extraTime', CUP_CELL_MESSAGES.extraTimeOnlyKnockout);
  else if (extraTime.value && !scored) add('extraTime', CUP_CELL_MESSAGES.extraTimeNeedsScore);
  const [home, away] = [cells.homePenalties, cells.awayPenalties];
  for (const [column, text] of [['homePenalties', home], ['awayPenalties', away]] as const) {
    const read = readWholeNumber(text, PENALTIES_FIELD);
    add(column, read.ok ? null : read.error);
  }
  const penalties = home === '' && away === '' ? null : { home, away };
  if (penalties && (home === '' || away === '')) add(home === '' ? 'homePenalties' : 'awayPenalties', CUP_CELL_MESSAGES.bothPenalties);
  else if (penalties && !knockout) add('homePenalties', CUP_CELL_MESSAGES.penaltiesOnlyKnockout);
  else if (penalties && !scored) add('homePenalties', CUP_CELL_MESSAGES.penaltiesNeedScore);
  else if (penalties && home === away) add('homePenalties', SCORE_PAIR_MESSAGES.shootOutUndecided);
  return { cells: { stage: stage.value, afterExtraTime: extraTime.value, penalties }, problems };
}
