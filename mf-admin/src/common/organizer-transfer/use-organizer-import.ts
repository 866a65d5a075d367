import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { loadOrganizerTransfer, queryKeys, type ChosenExportFile, type OrganizerImportProgress } from 'shared-data';
import type { ExportFileProblem, ImportCounts, OrganizerImportPlan } from 'shared-domain/organizer-export';

/** A chosen file, read and planned: what the preview shows and Import writes. */
export interface ImportPreview {
  /** The chosen file's name. */
  file: string;
  chosen: ChosenExportFile;
  plan: OrganizerImportPlan;
}

/** Where an import is. */
export type OrganizerImportStage =
  | { kind: 'empty' }
  | { kind: 'reading' }
  /** The file is no export this app can import: every problem, nothing written. */
  | { kind: 'unreadable'; file: string; problems: ExportFileProblem[] }
  /** Reading or planning failed (the connection): nothing written. */
  | { kind: 'read-failed' }
  | { kind: 'preview'; preview: ImportPreview; note?: string }
  | { kind: 'importing'; preview: ImportPreview; progress: OrganizerImportProgress }
  | { kind: 'done'; preview: ImportPreview; written: ImportCounts; missingImages: string[] }
  /** A write failed: what is saved stays; Import again finishes. */
  | { kind: 'stopped'; preview: ImportPreview; progress: OrganizerImportProgress; written: ImportCounts; missingImages: string[] }
  /** The import did not start: nothing saved. */
  | { kind: 'failed'; preview: ImportPreview };

/**
 * The steps of an import into `organizerId`: choose a file (read, checked and planned against the data
 * as stored; nothing written), then Import (planned again, so what changed since the preview counts),
 * with progress, and how it ended. However it ends, the organizer's lists and counts are read again.
 */
export function useOrganizerImport(organizerId: string, changedSincePreview: string) {
  const client = useQueryClient();
  const [stage, setStage] = useState<OrganizerImportStage>({ kind: 'empty' });

  const choose = async (file: File | undefined) => {
    if (!file) return setStage({ kind: 'empty' });
    setStage({ kind: 'reading' });
    try {
      const transfer = await loadOrganizerTransfer();
      const read = await transfer.readOrganizerImportFile(new Uint8Array(await file.arrayBuffer()));
      if (!read.ok) return setStage({ kind: 'unreadable', file: file.name, problems: read.problems });
      const plan = await transfer.previewOrganizerImport(read, organizerId);
      setStage({ kind: 'preview', preview: { file: file.name, chosen: read, plan } });
    } catch (error) {
      console.error('The file could not be read', error);
      setStage({ kind: 'read-failed' });
    }
  };

  const refresh = () => {
    const keys = [queryKeys.teamLists(), queryKeys.tournamentLists(), queryKeys.organizerMatches(organizerId), queryKeys.counts(organizerId), queryKeys.counts(null)];
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };

  const start = async (preview: ImportPreview) => {
    setStage({ kind: 'importing', preview, progress: { done: 0, total: preview.plan.steps } });
    try {
      const transfer = await loadOrganizerTransfer();
      const outcome = await transfer.importOrganizerData(preview.chosen, organizerId, (progress) => setStage({ kind: 'importing', preview, progress }));
      if (outcome.status === 'refused') return setStage({ kind: 'preview', preview: { ...preview, plan: outcome.plan }, note: changedSincePreview });
      const { written, missingImages } = outcome.summary;
      if (outcome.status === 'done') return setStage({ kind: 'done', preview, written, missingImages });
      setStage({ kind: 'stopped', preview, progress: outcome.progress, written, missingImages });
    } catch (error) {
      console.error('The import could not start', error);
      setStage({ kind: 'failed', preview });
    } finally {
      refresh();
    }
  };

  return { stage, choose, start };
}
