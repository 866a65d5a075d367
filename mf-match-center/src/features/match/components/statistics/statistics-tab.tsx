import { useForm } from 'react-hook-form';
import { matchStatisticsOrDefault, setStatistic, type Match, type MatchSide, type TeamStatistics } from 'shared-domain';
import { Button, Card } from 'shared-ui';
import { useMatchSaving } from '../../api/use-match-save-mutation';
import { useMatchVersionedMutation } from '../../api/use-match-versioned-mutation';
import stack from '../../../../common/stack.module.css';
import type { MatchSides } from '../match-sides';
import { PossessionBar } from '../../../../common/possession-bar';
import { StatisticsTableHead } from '../../../../common/statistics-table-head';
import { StatisticCell } from './statistic-cell';
import { STATISTIC_FIELDS, type MatchStatisticsValues } from '../../../../common/statistics-values';
import styles from './statistics-tab.module.css';

/**
 * Statistics (spec §3, §5, §9): per side counts of at least 0 and possession (default 50%), the two
 * possessions always summing to 100 and drawn as one bar. Saved with a version check.
 */
export function StatisticsTab({ match, sides }: { match: Match; sides: MatchSides }) {
  const save = useMatchVersionedMutation(match.tournamentId, match.id);
  const saving = useMatchSaving(match.tournamentId, match.id);
  const { handleSubmit, getValues, setValue, watch } = useForm<MatchStatisticsValues>({
    defaultValues: matchStatisticsOrDefault(match.statistics),
  });
  // The domain rule decides every value (clamping, possession's other side), not the input.
  const onType = (side: MatchSide, field: keyof TeamStatistics, text: string) => {
    const next = setStatistic(getValues(), side, field, text);
    for (const which of ['home', 'away'] as const) {
      if (next[which][field] !== getValues(`${which}.${field}`)) setValue(`${which}.${field}`, next[which][field], { shouldDirty: true });
    }
  };
  const onSubmit = (statistics: MatchStatisticsValues) => save.mutate({ change: () => ({ statistics }), successText: 'Statistics saved.' });
  const [home, away] = [sides.name('home'), sides.name('away')];
  const values = watch();
  return (
    <Card title="Statistics" headingLevel={2}>
      <form className={stack.stack} aria-label="Statistics" onSubmit={handleSubmit(onSubmit)}>
        <PossessionBar home={values.home.possession} away={values.away.possession} homeName={home} awayName={away} />
        <table className={styles.table}>
          <StatisticsTableHead homeName={home} awayName={away} />
          <tbody>
            {STATISTIC_FIELDS.map(({ field, label }) => (
              <tr key={field}>
                <StatisticCell side="home" field={field} label={`${home} ${label.toLowerCase()}`} value={values.home[field]} onType={onType} />
                <th scope="row" className={styles.label}>
                  {label}
                </th>
                <StatisticCell side="away" field={field} label={`${away} ${label.toLowerCase()}`} value={values.away[field]} onType={onType} />
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <Button type="submit" loading={saving}>
            Save Statistics
          </Button>
        </div>
      </form>
    </Card>
  );
}
