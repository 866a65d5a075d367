import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from 'shared-data';
import type { FixturesCsvRow, TeamsCsvRow } from 'shared-domain/csv';
import type { ImportProgress } from './csv-import-outcome';
import { importFixturesCsv } from './import-fixtures-csv';
import { importTeamsCsv } from './import-teams-csv';

interface ImportRun<Row> {
  rows: readonly Row[];
  onProgress: (progress: ImportProgress) => void;
}

/**
 * A teams import (importTeamsCsv). However it ends, the team lists and counts are read again: a stopped
 * import has saved part of its work.
 */
export function useImportTeamsMutation(organizerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, onProgress }: ImportRun<TeamsCsvRow>) => importTeamsCsv(organizerId, rows, onProgress),
    onSettled: () => {
      for (const key of [queryKeys.teamLists(), queryKeys.counts(organizerId), queryKeys.counts(null)]) void client.invalidateQueries({ queryKey: key });
    },
  });
}

/** A fixtures import (importFixturesCsv). However it ends, the tournament, its matches and the calendar are read again. */
export function useImportFixturesMutation(tournamentId: string, organizerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rows, onProgress }: ImportRun<FixturesCsvRow>) => importFixturesCsv(client, tournamentId, rows, onProgress),
    onSettled: () => {
      for (const key of [queryKeys.tournament(tournamentId), queryKeys.organizerMatches(organizerId)]) void client.invalidateQueries({ queryKey: key });
    },
  });
}
