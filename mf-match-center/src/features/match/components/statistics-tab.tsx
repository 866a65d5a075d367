import { useState, type FormEvent } from 'react';
import { matchStatisticsOrDefault, setStatistic, type Match, type MatchSide, type TeamStatistics } from 'shared-domain';
import { Button, Card, VisuallyHidden } from 'shared-ui';
import type { MatchEditor } from '../hooks/use-match-editor';
import type { MatchSides } from './match-sides';

const FIELDS: { field: keyof TeamStatistics; label: string }[] = [
  { field: 'shots', label: 'Shots' },
  { field: 'shotsOnTarget', label: 'Shots on target' },
  { field: 'corners', label: 'Corners' },
  { field: 'fouls', label: 'Fouls' },
  { field: 'yellowCards', label: 'Yellow cards' },
  { field: 'redCards', label: 'Red cards' },
  { field: 'possession', label: 'Possession (%)' },
];

/**
 * Statistics (spec §3, §5, §9): per side counts of at least 0 and possession (default 50%), the two
 * possessions always summing to 100 and drawn as one bar. Saved with a version check.
 */
export function StatisticsTab({ match, sides, editor }: { match: Match; sides: MatchSides; editor: MatchEditor }) {
  const [draft, setDraft] = useState(() => matchStatisticsOrDefault(match.statistics));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save(() => ({ statistics: draft }), { versioned: true, successText: 'Statistics saved.' });
  };
  const input = (side: MatchSide, field: keyof TeamStatistics, label: string) => {
    const id = `mc-stat-${side}-${field}`;
    return (
      <td className={`mc-stats__value mc-stats__value--${side}`}>
        <label htmlFor={id}>
          <VisuallyHidden>{`${sides.name(side)} ${label.toLowerCase()}`}</VisuallyHidden>
        </label>
        <input
          id={id}
          className="ft-control mc-stats__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={field === 'possession' ? 100 : undefined}
          value={draft[side][field]}
          onChange={(e) => setDraft((d) => setStatistic(d, side, field, e.target.value))}
        />
      </td>
    );
  };
  return (
    <Card title="Statistics" headingLevel={2}>
      <form className="mc-form" aria-label="Statistics" onSubmit={onSubmit}>
        <PossessionBar home={draft.home.possession} away={draft.away.possession} homeName={sides.name('home')} awayName={sides.name('away')} />
        <table className="mc-stats">
          <thead>
            <tr>
              <th scope="col">{sides.name('home')}</th>
              <th scope="col">
                <VisuallyHidden>Statistic</VisuallyHidden>
              </th>
              <th scope="col">{sides.name('away')}</th>
            </tr>
          </thead>
          <tbody>
            {FIELDS.map(({ field, label }) => (
              <tr key={field}>
                {input('home', field, label)}
                <th scope="row" className="mc-stats__label">
                  {label}
                </th>
                {input('away', field, label)}
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <Button type="submit" loading={editor.saving}>
            Save Statistics
          </Button>
        </div>
      </form>
    </Card>
  );
}

function PossessionBar({ home, away, homeName, awayName }: { home: number; away: number; homeName: string; awayName: string }) {
  const total = home + away || 100;
  return (
    <figure className="mc-possession">
      <figcaption className="mc-possession__caption">
        <span>{home}%</span>
        <span>Possession</span>
        <span>{away}%</span>
      </figcaption>
      <div className="mc-possession__bar" role="img" aria-label={`Possession: ${homeName} ${home}%, ${awayName} ${away}%`}>
        <span className="mc-possession__home" style={{ width: `${(home / total) * 100}%` }} />
        <span className="mc-possession__away" style={{ width: `${(away / total) * 100}%` }} />
      </div>
    </figure>
  );
}
