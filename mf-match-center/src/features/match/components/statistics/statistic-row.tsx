import type { UseFormReturn } from 'react-hook-form';
import { readWholeNumber, type MatchSide, type TeamStatistics } from 'shared-domain';
import { StatisticCell } from './statistic-cell';
import styles from './statistics-tab.module.css';
import { otherPossession, statisticField, type StatisticsText } from './statistics-text';

interface StatisticRowProps {
  field: keyof TeamStatistics;
  /** The statistic's name, e.g. "Shots on target". */
  label: string;
  sideNames: Record<MatchSide, string>;
  form: Pick<UseFormReturn<StatisticsText>, 'register' | 'setValue' | 'clearErrors' | 'formState'>;
}

const SIDES: readonly MatchSide[] = ['home', 'away'];
const errorIdOf = (side: MatchSide, field: keyof TeamStatistics) => `mc-stat-${side}-${field}-error`;

/**
 * One statistic: the home input, its name, the away input, and under them a row with the message of
 * each input whose text was refused (issue 11). Typing one side's possession gives the other the rest.
 */
export function StatisticRow({ field, label, sideNames, form }: StatisticRowProps) {
  const inputLabel = (side: MatchSide) => `${sideNames[side]} ${label.toLowerCase()}`;
  const register = (side: MatchSide) =>
    form.register(`${side}.${field}`, {
      validate: (text) => {
        const read = readWholeNumber(text, statisticField(field, inputLabel(side)));
        return read.ok || read.error;
      },
      onChange: (event: { target: { value: string } }) => {
        form.clearErrors(`${side}.${field}`);
        const other = field === 'possession' ? otherPossession(side, event.target.value) : null;
        if (other !== null) {
          const otherSide = side === 'home' ? 'away' : 'home';
          form.setValue(`${otherSide}.possession`, other, { shouldDirty: true });
          form.clearErrors(`${otherSide}.possession`);
        }
      },
    });
  const messages = SIDES.flatMap((side) => {
    const message = form.formState.errors[side]?.[field]?.message;
    return message ? [{ side, message }] : [];
  });
  const refused = (side: MatchSide) => messages.some((m) => m.side === side);
  const cell = (side: MatchSide) => (
    <StatisticCell side={side} label={inputLabel(side)} input={register(side)} errorId={refused(side) ? errorIdOf(side, field) : undefined} />
  );
  return (
    <>
      <tr>
        {cell('home')}
        <th scope="row" className={styles.label}>
          {label}
        </th>
        {cell('away')}
      </tr>
      {messages.length > 0 && (
        <tr className={styles.messages}>
          <td colSpan={3}>
            {messages.map(({ side, message }) => (
              <p key={side} id={errorIdOf(side, field)} className={styles.error} role="alert">
                {message}
              </p>
            ))}
          </td>
        </tr>
      )}
    </>
  );
}
