import { MATCH_STATUS_LABELS, type MatchDisplayStatus } from 'shared-domain';
import { Badge, type BadgeTone } from 'shared-ui';

const STATUS_TONES: Readonly<Record<MatchDisplayStatus, BadgeTone>> = {
  scheduled: 'neutral',
  // A result overdue: a nudge, not an alarm.
  pending: 'warning',
  live: 'warning',
  finished: 'success',
  postponed: 'danger',
  cancelled: 'danger',
};

/** A match status (as `matchStatusForDisplay` gives it) as a badge in its tone, exposed as `data-status` too. */
export function MatchStatusBadge({ status }: { status: MatchDisplayStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-status={status}>
      {MATCH_STATUS_LABELS[status]}
    </Badge>
  );
}
