import { useForm } from 'react-hook-form';
import { matchStatisticsOrDefault, type Match } from 'shared-domain';
import { Button, Card } from 'shared-ui';
import { useMatchSaving } from '../../api/use-match-save-mutation';
import { useMatchVersionedMutation } from '../../api/use-match-versioned-mutation';
import stack from '../../../../common/stack.module.css';
import type { MatchSides } from '../match-sides';
import { PossessionBar } from '../../../../common/possession-bar';
import { StatisticsTableHead } from '../../../../common/statistics-table-head';
import { STATISTIC_FIELDS } from '../../../../common/statistics-values';
import { StatisticRow } from './statistic-row';
import styles from './statistics-tab.module.css';
import { statisticsText, typedStatistics, type StatisticsText } from './statistics-text';

/**
 * Statistics (spec §3, §5, §9): per side whole-number counts from 0 and possession (default 50%), the
 * two possessions always summing to 100 and drawn as one bar. Text that does not parse is refused next
 * to its input and nothing is saved (issue 11). Saved with a version check.
 */
export function StatisticsTab({ match, sides }: { match: Match; sides: MatchSides }) {
  const save = useMatchVersionedMutation(match.tournamentId, match.id);
  const saving = useMatchSaving(match.tournamentId, match.id);
  const stored = matchStatisticsOrDefault(match.statistics);
  const { handleSubmit, register, setValue, clearErrors, formState, watch } = useForm<StatisticsText>({
    defaultValues: statisticsText(stored),
    // A refusal shows until its input is edited or the next save.
    reValidateMode: 'onSubmit',
  });
  const onSubmit = (text: StatisticsText) =>
    save.mutate({ change: () => ({ statistics: typedStatistics(text, stored) }), successText: 'Statistics saved.' });
  const sideNames = { home: sides.name('home'), away: sides.name('away') };
  const shown = typedStatistics(watch(), stored);
  return (
    <Card title="Statistics" headingLevel={2}>
      <form className={stack.stack} aria-label="Statistics" noValidate onSubmit={handleSubmit(onSubmit)}>
        <PossessionBar home={shown.home.possession} away={shown.away.possession} homeName={sideNames.home} awayName={sideNames.away} />
        <table className={styles.table}>
          <StatisticsTableHead homeName={sideNames.home} awayName={sideNames.away} />
          <tbody>
            {STATISTIC_FIELDS.map(({ field, label }) => (
              <StatisticRow key={field} field={field} label={label} sideNames={sideNames} form={{ register, setValue, clearErrors, formState }} />
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
