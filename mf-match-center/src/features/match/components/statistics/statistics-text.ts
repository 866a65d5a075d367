import { readWholeNumber, setStatistic, type MatchSide, type TeamStatistics, type WholeNumberField } from 'shared-domain';
import type { MatchStatisticsValues } from '../../../../common/statistics-values';

/** The statistics form as typed: each count is its text, so a typo stays in view until it is fixed. */
export type StatisticsText = Record<MatchSide, Record<keyof TeamStatistics, string>>;

/**
 * How one input is read: counts are whole numbers from 0 (spec §5), at most 999 like a score; possession
 * is a percentage. `label` names the input in the message ("Arsenal shots must be …").
 * @example statisticField('possession', 'Arsenal possession (%)').max // 100
 */
export function statisticField(field: keyof TeamStatistics, label: string): WholeNumberField {
  return { label, min: 0, max: field === 'possession' ? 100 : 999 };
}

const textOf = (side: TeamStatistics) => Object.fromEntries(Object.entries(side).map(([field, value]) => [field, String(value)])) as StatisticsText[MatchSide];

/** The form's starting text: the statistics as stored (or the defaults). */
export function statisticsText(statistics: MatchStatisticsValues): StatisticsText {
  return { home: textOf(statistics.home), away: textOf(statistics.away) };
}

/**
 * The statistics as typed, in numbers: an empty input counts 0 (no shots recorded), and text that does
 * not parse keeps the stored value (`stored`), so nothing a typo says is ever saved or drawn. The two
 * possessions go together: while either does not parse, both stay as stored (they sum to 100).
 */
export function typedStatistics(text: StatisticsText, stored: MatchStatisticsValues): MatchStatisticsValues {
  const read = (which: MatchSide, field: keyof TeamStatistics) => readWholeNumber(text[which][field], statisticField(field, field));
  const possessionReads = read('home', 'possession').ok && read('away', 'possession').ok;
  const side = (which: MatchSide) => {
    const values = { ...stored[which] };
    for (const field of Object.keys(values) as (keyof TeamStatistics)[]) {
      const typed = read(which, field);
      if (typed.ok && (field !== 'possession' || possessionReads)) values[field] = typed.value ?? 0;
    }
    return values;
  };
  return { home: side('home'), away: side('away') };
}

/**
 * The other side's possession text after one side's possession is typed (the two sum to 100), or null
 * while the typed text does not parse (the other side then keeps what it shows).
 * @example otherPossession('home', '60') // '40'
 */
export function otherPossession(side: MatchSide, text: string): string | null {
  if (!readWholeNumber(text, statisticField('possession', 'Possession')).ok) return null;
  const other: MatchSide = side === 'home' ? 'away' : 'home';
  return String(setStatistic(undefined, side, 'possession', text)[other].possession);
}
