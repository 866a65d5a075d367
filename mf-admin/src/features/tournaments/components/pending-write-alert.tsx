import type { PendingWrite } from 'shared-data';
import { Alert, Button } from 'shared-ui';
import { useResumePendingWriteMutation } from '../api/use-resume-pending-write-mutation';

/** Writes this alert finishes; an interrupted creation has its own panel (setup-interrupted.tsx). */
type FinishableWrite = Exclude<PendingWrite, 'creation'>;

const UNFINISHED: Record<FinishableWrite, string> = {
  'playoff-start': 'Starting the playoffs did not finish.',
  'playoff-reseed': 'Re-seeding the playoffs did not finish.',
};

/**
 * Says that a multi-item write stopped halfway on this tournament (the store was left with its
 * `pendingWrite` marker) and offers to finish it: the write is idempotent, so finishing rewrites the
 * same items instead of adding more.
 */
export function PendingWriteAlert({ tournamentId, pending }: { tournamentId: string; pending: FinishableWrite }) {
  const resume = useResumePendingWriteMutation(tournamentId);
  const finish = () => resume.mutate(undefined, { onError: (failure) => console.error('Finishing a tournament write failed', failure) });
  return (
    <>
      <Alert tone="warning">
        {UNFINISHED[pending]}{' '}
        <Button size="sm" variant="secondary" onClick={finish} loading={resume.isPending} loadingText="Finishing...">
          Finish now
        </Button>
      </Alert>
      {resume.isError && <Alert tone="error">It could not be finished. Please try again.</Alert>}
    </>
  );
}
