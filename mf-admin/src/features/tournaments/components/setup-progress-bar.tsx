import type { SetupProgress } from 'shared-data';
import type { CountUnit } from '../../../common/components/count-texts';
import { ProgressCount } from '../../../common/components/progress-count';
import layout from '../../../common/styles/layout.module.css';

export const MATCH_UNIT: CountUnit = { one: 'match', many: 'matches' };

/** Up to this many matches a setup takes a moment (a few requests): a bar would only flash. */
const INSTANT_UP_TO = 200;

/**
 * A tournament setup under way in this page (issue 13): for more than 200 matches a determinate bar
 * with "1,240 of 4,032 matches"; smaller ones only say that the matches are being saved.
 */
export function SetupProgressBar({ progress }: { progress: SetupProgress }) {
  if (progress.total <= INSTANT_UP_TO) return <p className={layout.muted}>Saving the matches...</p>;
  return <ProgressCount label="Creating matches" done={progress.done} total={progress.total} unit={MATCH_UNIT} />;
}
