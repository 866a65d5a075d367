import type { PublicMatchView, TeamStatistics } from 'shared-domain';
import { kickoffText } from 'shared-domain/kickoff';
import { GoalList } from './goal-list';

const STATISTICS: readonly [keyof TeamStatistics, string][] = [
  ['shots', 'Shots'],
  ['shotsOnTarget', 'Shots on target'],
  ['corners', 'Corners'],
  ['fouls', 'Fouls'],
  ['yellowCards', 'Yellow cards'],
  ['redCards', 'Red cards'],
  ['possession', 'Possession'],
];

const statisticText = (key: keyof TeamStatistics, value: number | undefined) =>
  value === undefined ? '–' : key === 'possession' ? `${value}%` : String(value);

function MatchFacts({ view }: { view: PublicMatchView }) {
  const { match } = view;
  const kickoff = kickoffText(match, view.tournament.timeZone);
  const facts: [string, string | null | undefined][] = [
    ['Competition', view.tournament.name],
    ['Round', view.roundLabel],
    ['Date', kickoff?.day],
    ['Time', kickoff?.time ?? match.time],
    ['Venue', match.place ?? match.venue],
    ['Referee', match.referee],
  ];
  return (
    <dl className="facts">
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([term, value]) => (
          <div key={term} className="fact">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function MatchStatistics({ view }: { view: PublicMatchView }) {
  const statistics = view.match.statistics;
  if (!statistics) return null;
  return (
    <section aria-label="Statistics">
      <h3 className="section-title">Statistics</h3>
      <table className="stats">
        <thead>
          <tr>
            <th scope="col">{view.home.name}</th>
            <th scope="col">Statistic</th>
            <th scope="col">{view.away.name}</th>
          </tr>
        </thead>
        <tbody>
          {STATISTICS.map(([key, label]) => (
            <tr key={key}>
              <td>{statisticText(key, statistics.home?.[key])}</td>
              <th scope="row">{label}</th>
              <td>{statisticText(key, statistics.away?.[key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The match's facts, its statistics when entered, and the goal timeline with the running score. */
export function OverviewPanel({ view }: { view: PublicMatchView }) {
  return (
    <>
      <MatchFacts view={view} />
      <MatchStatistics view={view} />
      <section aria-label="Timeline">
        <h3 className="section-title">Timeline</h3>
        <GoalList view={view} />
      </section>
    </>
  );
}
