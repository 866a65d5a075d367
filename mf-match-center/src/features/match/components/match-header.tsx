import { useId } from 'react';
import { Link } from 'react-router-dom';
import { MATCH_STATUSES, isGoalSet, matchStatusForDisplay, type Match, type MatchSide, type MatchStatus } from 'shared-domain';
import { Badge, EntityAvatar, SelectField, type BadgeTone } from 'shared-ui';
import type { MatchEditor } from '../hooks/use-match-editor';
import { formatMatchDate } from './format-date';
import type { MatchSides } from './match-sides';

const STATUS_LABELS: Record<MatchStatus, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  finished: 'Finished',
  postponed: 'Postponed',
  cancelled: 'Cancelled',
};
const STATUS_TONES: Record<MatchStatus, BadgeTone> = {
  scheduled: 'neutral',
  live: 'warning',
  finished: 'success',
  postponed: 'danger',
  cancelled: 'danger',
};

/**
 * Both teams with the score between them, then date, time, venue, referee and the status selector.
 * The selector shows the status derived from date and score unless postponed or cancelled is stored
 * (spec §4); choosing a value writes `status`.
 */
export function MatchHeader({ match, sides, editor, now, base }: { match: Match; sides: MatchSides; editor: MatchEditor; now: number; base: string }) {
  const scoreId = useId();
  const status = matchStatusForDisplay(match, now);
  const scored = isGoalSet(match.homeGoals) && isGoalSet(match.awayGoals);
  const facts: [string, string][] = [
    ['Date', formatMatchDate(match.dateISO) || 'Not set'],
    ['Time', match.time || 'Not set'],
    ['Venue', match.venue || 'Not set'],
    ['Referee', match.referee || 'Not set'],
  ];
  const team = (side: MatchSide) => (
    <div className={`mc-header__team mc-header__team--${side}`}>
      <EntityAvatar name={sides.name(side)} imageUrl={sides.team(side)?.logo} size="lg" shape="rounded" decorative />
      {sides.team(side) ? (
        <Link className="mc-header__team-name" to={`${base}/teams/${sides.team(side)!.id}`}>
          {sides.name(side)}
        </Link>
      ) : (
        <span className="mc-header__team-name">{sides.name(side)}</span>
      )}
      <span className="mc-header__side">{side === 'home' ? 'Home' : 'Away'}</span>
    </div>
  );
  return (
    <section className="mc-header" aria-label="Match summary">
      <div className="mc-header__teams">
        {team('home')}
        <div className="mc-header__score" id={scoreId}>
          <span className="mc-header__score-value" aria-label={scored ? `Score ${match.homeGoals} – ${match.awayGoals}` : 'No score yet'}>
            {scored ? `${match.homeGoals} – ${match.awayGoals}` : '– : –'}
          </span>
          <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>
        </div>
        {team('away')}
      </div>
      <dl className="mc-header__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="mc-header__fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mc-header__status">
        <SelectField
          label="Status"
          hint="Shown from the date and score unless the match is postponed or cancelled."
          value={status}
          options={MATCH_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          onChange={(event) => {
            const next = event.target.value as MatchStatus;
            void editor.save(() => ({ status: next }), { versioned: false, successText: 'Status saved.' });
          }}
        />
      </div>
    </section>
  );
}
