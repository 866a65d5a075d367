import type { Tournament } from 'shared-domain';
import { Alert, Button } from 'shared-ui';
import { progressText } from '../../../common/components/count-texts';
import layout from '../../../common/styles/layout.module.css';
import { useResumeSetupMutation } from '../api/use-resume-setup-mutation';
import { useSetupProgressQuery } from '../api/use-setup-progress-query';
import { useRunningSetup } from '../atoms/running-setups-atom';
import { DeleteTournament } from './delete-tournament';
import { MATCH_UNIT, SetupProgressBar } from './setup-progress-bar';

interface SetupInterruptedProps {
  /** A tournament still marked as being created. */
  tournament: Tournament;
  /** After Resume finished the creation. */
  onResumed?: (tournament: Tournament) => void;
  /** After Delete removed the tournament. */
  onDeleted?: () => void;
}

/**
 * A tournament whose creation did not finish (reload, closed tab, failed write): "Creation interrupted:
 * 1,240 of 4,032 matches saved", with Resume (saves the missing matches, with the progress bar) and
 * Delete (the tournament and the matches saved). While this page is writing the setup, its progress
 * instead. Shown in "Your Tournaments", on the tournament's page and under the create form.
 */
export function SetupInterrupted({ tournament, onResumed, onDeleted }: SetupInterruptedProps) {
  const running = useRunningSetup(tournament.id);
  // Here, not in the notice: the notice leaves while Resume runs, and its error must still show.
  const resume = useResumeSetupMutation(tournament.id, tournament.organizerId, onResumed);
  const start = () => resume.mutate(undefined, { onError: (failure) => console.error('Resuming a tournament creation failed', failure) });
  if (running) return <SetupProgressBar progress={running} />;
  return (
    <div className={layout.stackSm}>
      <InterruptedNotice tournament={tournament} />
      {resume.isError && <Alert tone="error">The creation could not be resumed. Please try again.</Alert>}
      <div className={layout.actions}>
        <Button onClick={start} loading={resume.isPending} loadingText="Resuming...">
          Resume
        </Button>
        <DeleteTournament tournament={tournament} label="Delete" onDeleted={onDeleted ?? (() => undefined)}>
          <p>This permanently removes the tournament and the matches saved so far.</p>
        </DeleteTournament>
      </div>
    </div>
  );
}

function InterruptedNotice({ tournament }: { tournament: Tournament }) {
  const saved = useSetupProgressQuery(tournament);
  // Until the matches are counted (or if they cannot be), the notice says what happened without numbers.
  const title = saved.data ? `Creation interrupted: ${progressText(saved.data.done, saved.data.total, MATCH_UNIT)} saved` : 'Creation interrupted';
  return (
    <Alert tone="warning" title={title}>
      Creating this tournament stopped before all its matches were saved. Resume saves the missing ones; Delete removes the tournament and the
      matches saved so far.
    </Alert>
  );
}
