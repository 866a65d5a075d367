import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadCupUseCases, queryKeys, updateMatchClearingLater, updateMatchFields } from 'shared-data';
import { CLEARED_RESULT, applyMatchPatch, type Match, type MatchPatch } from 'shared-domain';
import { rereadTournament, storeMatches } from './tournament-cache';

export interface MatchUpdate {
  matchId: string;
  fields: MatchPatch;
  /** Later knockout games whose results this edit clears (the organizer confirmed it). */
  clear?: readonly string[];
}

const updateKey = (tournamentId: string) => [...queryKeys.tournamentMatches(tournamentId), 'update'] as const;

/**
 * One match's plain fields (score, penalties, date, time, teams) through the updateMatchFields use
 * case: one UpdateItem of just those fields, so edits of other fields or matches never overwrite each
 * other. With `clear`, the confirmed later knockout results are cleared first (updateMatchClearingLater).
 * A Groups + Knockout cup's game is followed by its knockout games' sides (syncCupKnockoutSides).
 * The change shows at once (standings and bracket follow while it saves); a failure puts those fields
 * back (and reads the tournament again when later games were being cleared).
 */
export function useUpdateMatchMutation(tournamentId: string) {
  const client = useQueryClient();
  const listKey = queryKeys.tournamentMatches(tournamentId);
  const edit = (matchId: string, change: (match: Match) => Match) =>
    client.setQueryData<Match[]>(listKey, (list) => list?.map((m) => (m.id === matchId ? change(m) : m)));
  /** Fields of this match's other edits still saving: an answer must not hide them meanwhile. */
  const stillSaving = (update: MatchUpdate) =>
    client
      .getMutationCache()
      .findAll({ mutationKey: updateKey(tournamentId), status: 'pending' })
      .map((m) => m.state.variables as MatchUpdate)
      .filter((other) => other !== update && other.matchId === update.matchId);

  return useMutation({
    mutationKey: updateKey(tournamentId),
    mutationFn: async ({ matchId, fields, clear = [] }: MatchUpdate): Promise<Match[]> => {
      const saved = clear.length > 0 ? await updateMatchClearingLater(tournamentId, matchId, fields, clear) : [await updateMatchFields(tournamentId, matchId, fields)];
      // A cup's game (it has a stage): its knockout games then name the teams the results decide.
      return saved[0]?.stage ? [...saved, ...(await (await loadCupUseCases()).syncCupKnockoutSides(tournamentId))] : saved;
    },
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: listKey, exact: true });
      const before = client.getQueryData<Match[]>(listKey)?.find((m) => m.id === update.matchId);
      edit(update.matchId, (m) => applyMatchPatch(m, update.fields));
      for (const id of update.clear ?? []) edit(id, (m) => applyMatchPatch(m, CLEARED_RESULT));
      return { before };
    },
    onError: (_error, { matchId, fields, clear = [] }, context) => {
      if (clear.length > 0) void rereadTournament(client, tournamentId);
      const before = context?.before;
      if (!before) return;
      const restored = Object.fromEntries(Object.keys(fields).map((field) => [field, before[field as keyof Match] ?? null])) as MatchPatch;
      edit(matchId, (m) => applyMatchPatch(m, restored));
    },
    onSuccess: ([saved, ...cleared], update) => {
      if (!saved) return;
      storeMatches(client, tournamentId, [stillSaving(update).reduce((m, other) => applyMatchPatch(m, other.fields), saved), ...cleared]);
    },
  });
}
