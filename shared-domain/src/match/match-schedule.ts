/** Time given to a match whose date is chosen without a time (spec §5, §9). */
const DEFAULT_MATCH_TIME = '12:00';

/** Time picker step (spec §2, §9). */
const TIME_STEP_MINUTES = 15;

/** Date picker: starts 2 years back and spans 10 years (spec §2). */
const DATE_PICKER_YEARS_BACK = 2;
const DATE_PICKER_YEAR_SPAN = 10;

/**
 * The time to store when a date is chosen: the existing time, or 12:00 if there is none.
 * @example timeForChosenDate(undefined) // '12:00'
 * @example timeForChosenDate('18:30') // '18:30'
 */
export function timeForChosenDate(currentTime: string | undefined | null): string {
  return currentTime && currentTime.trim() !== '' ? currentTime : DEFAULT_MATCH_TIME;
}

/**
 * Options of the time picker: every 15 minutes from 00:00 to 23:45.
 * @example timeOptions().slice(0, 3) // ['00:00', '00:15', '00:30']
 */
export function timeOptions(stepMinutes = TIME_STEP_MINUTES): string[] {
  const out: string[] = [];
  for (let m = 0; m < 24 * 60; m += stepMinutes) out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  return out;
}

/**
 * The date picker's usual years (spec §2, §9): where picking starts. They do not limit a match's date:
 * any day `validateMatchDate` accepts (1900–2100) may be typed and is kept.
 * @example datePickerYearRange(2025) // { fromYear: 2023, toYear: 2032 }
 */
export function datePickerYearRange(currentYear: number): { fromYear: number; toYear: number } {
  const fromYear = currentYear - DATE_PICKER_YEARS_BACK;
  return { fromYear, toYear: fromYear + DATE_PICKER_YEAR_SPAN - 1 };
}
