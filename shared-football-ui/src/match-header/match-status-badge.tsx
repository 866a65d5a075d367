import { MATCH_STATUS_LABELS, type MatchStatus } from 'shared-domain';
import { Badge, type BadgeTone } from 'shared-ui';

const STATUS_TONES: Readonly<Record<MatchStatus, BadgeTone>> = {
  scheduled: 'neutral',
  live: 'warning',
  finished: 'success',
  postponed: 'danger',
  cancelled: 'danger',
};

/** A match status as a badge in its tone, exposed as `data-status` too. */
export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} data-status={status}>
      {MATCH_STATUS_LABELS[status]}
    </Badge>
  );
}
