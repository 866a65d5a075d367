import { useForm } from 'react-hook-form';
import { DRAFT_RESTORED_TEXT, useFormDraft } from 'shared-data/editing';
import { matchStatisticsOrDefault, type Match } from 'shared-domain';
import { Alert, Button, Card } from 'shared-ui';
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
 * to its input and nothing is saved (issue 11). What is typed and not saved is kept as a draft; saved with
 * a version check, merged with an edit made elsewhere meanwhile (issue 22).
 */
export function StatisticsTab({ match, sides }: { match: Match; sides: MatchSides }) {
  const save = useMatchVersionedMutation(match.tournamentId, match.id, sides.name);
  const saving = useMatchSaving(match.tournamentId, match.id);
  const stored = matchStatisticsOrDefault(match.statistics);
  const form = useForm<StatisticsText>({
    defaultValues: statisticsText(stored),
    // A refusal shows until its input is edited or the next save.
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, register, setValue, clearErrors, formState, watch } = form;
  const draft = useFormDraft(form, { form: 'match-statistics', itemId: match.id });
  const onSubmit = (text: StatisticsText) =>
    save.mutate({ change: () => ({ statistics: typedStatistics(text, stored) }), successText: 'Statistics saved.', onSaved: draft.clear });
  const sideNames = { home: sides.name('home'), away: sides.name('away') };
  const shown = typedStatistics(watch(), stored);
  return (
    <Card title="Statistics" headingLevel={2}>
      <form className={stack.stack} aria-label="Statistics" noValidate onSubmit={handleSubmit(onSubmit)}>
        {draft.restored && (
          <Alert tone="info" onDismiss={draft.dismiss}>
            {DRAFT_RESTORED_TEXT}
          </Alert>
        )}
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
