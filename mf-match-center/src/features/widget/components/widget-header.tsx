import { MATCH_STATUS_LABELS, matchStatusForDisplay, penaltiesText, type MatchDisplayStatus, type PublicMatchSide, type PublicMatchView } from 'shared-domain';
import { kickoffText } from 'shared-domain/kickoff';
import { runningMinute } from 'shared-domain/match-clock';
import { scoreText } from '../widget-text';

function TeamSide({ side }: { side: PublicMatchSide }) {
  return (
    <div className="team">
      {side.logo ? <img className="logo" src={side.logo} alt="" width={40} height={40} /> : null}
      <span>{side.name}</span>
    </div>
  );
}

/** The status in words; while live, with a small pulse so a glance tells it is running. */
function StatusBadge({ status }: { status: MatchDisplayStatus }) {
  return (
    <span className="status" data-status={status}>
      {status === 'live' ? <span className="pulse" aria-hidden="true" /> : null}
      {MATCH_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * The match at a glance (the `header` part): competition and round, both teams around the score
 * (the `score` part, home first) and the status, then date, time and venue. A status someone set is shown
 * as set (issue 25); otherwise it is derived from kick-off and score (spec §4), hence `now`. The kick-off is
 * shared-domain's kickoffText, in the tournament's time zone; the place is the match's pitch ("Pitch 2 ·
 * Riverside Park"), else its venue; a live match shows its running minute ("67'", "HT").
 */
export function WidgetHeader({ view, now }: { view: PublicMatchView; now: number }) {
  const { match } = view;
  const pens = penaltiesText(match);
  // The widget's line is narrow: a match without a time says "TBC".
  const kickoff = [kickoffText(match, view.tournament.timeZone, { short: true })?.text, match.place ?? match.venue].filter(Boolean).join(' · ');
  const status = matchStatusForDisplay(match, now);
  const minute = status === 'live' ? runningMinute(match.clock, now) : null;
  return (
    <header part="header" className="header">
      <p className="competition">
        {view.tournament.name} · {view.roundLabel}
      </p>
      <div className="teams">
        <TeamSide side={view.home} />
        <div className="result">
          <span part="score" className="score">
            {scoreText(match)}
          </span>
          {pens ? <span className="pens">{pens}</span> : null}
          <StatusBadge status={status} />
          {minute ? (
            <span className="minute" aria-label="Match minute">
              {minute}
            </span>
          ) : null}
        </div>
        <TeamSide side={view.away} />
      </div>
      {kickoff ? <p className="kickoff">{kickoff}</p> : null}
    </header>
  );
}
