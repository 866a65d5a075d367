import type { MatchStatus } from 'shared-domain';
import type { BadgeTone } from 'shared-ui';

export const STATUS_LABELS: Record<MatchStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  finished: 'Finished',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};

export const STATUS_TONES: Record<MatchStatus, BadgeTone> = {
  scheduled: 'neutral',
  live: 'warning',
  finished: 'success',
  postponed: 'danger',
  cancelled: 'danger',
};
