import { ConflictError, NotFoundError, updateMatchVersioned } from 'shared-data';
import { saveWithMerge } from 'shared-data/editing';
import { alsoUpdatedElsewhere, applyMatchPatch, matchStatisticsOrDefault, type FieldLabels, type Match, type MatchPatch, type MergeChoice } from 'shared-domain';

/** A save's result: the match as stored and, after a merge, what it took over from elsewhere. */
export interface MergedSave {
  saved: Match;
  /** "Also updated elsewhere: …" when the save re-applied the user's edit over another one. */
  note?: string;
}

interface MergedWrite {
  /** The match the edit was made from (what the screen showed). */
  base: Match;
  /** The user's edit of `base`. */
  changes: MatchPatch;
  /** The first, version-checked write (a use case's own, or updateMatchVersioned). */
  write: () => Promise<Match>;
  labels: FieldLabels;
  choice: MergeChoice | null;
  /** What the write adds to the merged fields, from the match as it will be (a score that follows the goals). */
  settle?: (merged: Match) => MatchPatch;
}

/** A lineup's player ids are sets: a player added or removed on either side stays so. */
const LINEUP_LISTS = ['starting', 'substitutes'];

/**
 * The match as its forms read it: statistics not recorded are the defaults (0, 50% possession) and a
 * missing lineup is empty, so defaults written by one save are no change to merge or name ("Also updated
 * elsewhere" names only the statistics someone typed). Only what differs from the stored match is written.
 */
function asEdited(match: Match): Match {
  const empty = { starting: [], substitutes: [] };
  return {
    ...match,
    statistics: matchStatisticsOrDefault(match.statistics),
    lineups: { home: { ...empty, ...match.lineups?.home }, away: { ...empty, ...match.lineups?.away } },
  };
}

/**
 * A version-checked save that, when it lost a race, keeps both edits (issue 22): the user's changes are
 * re-applied field by field to what is stored now (goals by their id, so a goal added on both sides is kept
 * twice), a field both changed differently asks "Keep mine / Keep theirs", and the save says what came from
 * elsewhere. A match deleted meanwhile is NotFoundError; nobody to ask (no MergeChoiceProvider) is the lost race.
 */
export async function writeWithMerge({ base, changes, write, labels, choice, settle }: MergedWrite): Promise<MergedSave> {
  try {
    return { saved: await write() };
  } catch (failure) {
    if (!(failure instanceof ConflictError)) throw failure;
    const stored = failure.current as Match | null;
    const outcome = await saveWithMerge<Match>({
      base: asEdited(base),
      mine: asEdited(applyMatchPatch(base, changes)),
      stored: stored && asEdited(stored),
      labels,
      choice,
      setKeys: LINEUP_LISTS,
      write: (stored, fields) => {
        const extra = settle?.(applyMatchPatch(stored, fields as MatchPatch)) ?? {};
        return updateMatchVersioned(stored, { ...(fields as MatchPatch), ...extra });
      },
    });
    if (outcome.status === 'gone') throw new NotFoundError('matches', { id: base.id });
    if (outcome.status === 'unresolved') throw new ConflictError(outcome.stored);
    return { saved: outcome.saved, note: outcome.elsewhere.length > 0 ? alsoUpdatedElsewhere(outcome.elsewhere) : undefined };
  }
}
