import { matchStatisticsOrDefault, type PublicMatchFacts } from 'shared-domain';
import { Card } from 'shared-ui';
import { MutedText } from '../../../common/muted-text';
import { PossessionBar } from '../../../common/possession-bar';
import { SplitBar } from '../../../common/split-bar';
import { StatisticsTableHead } from '../../../common/statistics-table-head';
import { STATISTIC_FIELDS } from '../../../common/statistics-values';
import styles from './public-statistics.module.css';
import stack from '../../../common/stack.module.css';

/** Possession has its own bar above the table. */
const COUNTED = STATISTIC_FIELDS.filter(({ field }) => field !== 'possession');

/** Each side's share of a statistic, for the bar under its name (an even split when both are 0). */
const shares = (home: number, away: number): [number, number] => (home + away === 0 ? [50, 50] : [(home / (home + away)) * 100, (away / (home + away)) * 100]);

/** The match statistics side by side, read-only: possession as one bar, each count with a bar of both sides' shares. */
export function PublicStatistics({ statistics, homeName, awayName }: { statistics: PublicMatchFacts['statistics']; homeName: string; awayName: string }) {
  if (!statistics) {
    return (
      <Card title="Statistics" headingLevel={2}>
        <MutedText>No statistics yet.</MutedText>
      </Card>
    );
  }
  // A stored side may lack fields the organizer never touched: they read as the defaults the form shows.
  const { home, away } = matchStatisticsOrDefault(statistics);
  return (
    <Card title="Statistics" headingLevel={2}>
      <div className={stack.stack}>
        <PossessionBar home={home.possession} away={away.possession} homeName={homeName} awayName={awayName} />
        <table className={styles.table}>
          <StatisticsTableHead homeName={homeName} awayName={awayName} />
          <tbody>
            {COUNTED.map(({ field, label }) => {
              const [homeShare, awayShare] = shares(home[field], away[field]);
              return (
                <tr key={field}>
                  <td data-side="home">{home[field]}</td>
                  <th scope="row">
                    {label}
                    <SplitBar homePercent={homeShare} awayPercent={awayShare} thin />
                  </th>
                  <td data-side="away">{away[field]}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
