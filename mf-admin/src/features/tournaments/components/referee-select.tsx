import type { Referee } from 'shared-domain';
import type { PlanMatch } from 'shared-domain/match-day';
import { SelectField } from 'shared-ui';

interface RefereeSelectProps {
  match: PlanMatch;
  referees: readonly Referee[];
  busy: boolean;
  onChange: (referee: Referee | undefined) => void;
}

/**
 * The referee of one match, by hand (issue 25): any referee on the list may be chosen, a clash included; the
 * planner then explains it (twice at once, or a match of their own team).
 */
export function RefereeSelect({ match, referees, busy, onChange }: RefereeSelectProps) {
  return (
    <SelectField
      label={`Referee for ${match.label ?? match.id}`}
      hideLabel
      value={match.refereeId ?? ''}
      placeholder="No referee"
      disabled={busy}
      options={referees.map((referee) => ({ value: referee.id, label: referee.name }))}
      onChange={(event) => onChange(referees.find((referee) => referee.id === event.target.value))}
    />
  );
}
