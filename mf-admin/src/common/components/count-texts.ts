/** Counts as the app's texts print them: "1,240" whatever the viewer's locale, like the app's limits. */
const COUNT = new Intl.NumberFormat('en-US');

/** What is counted, in both numbers: { one: 'team', many: 'teams' }. */
export interface CountUnit {
  one: string;
  many: string;
}

/** "1 team", "20 teams", "1,240 results". */
export function countOf(count: number, unit: CountUnit): string {
  return `${COUNT.format(count)} ${count === 1 ? unit.one : unit.many}`;
}

/** "120 of 380 results": how far long work is. */
export function progressText(done: number, total: number, unit: CountUnit): string {
  return `${COUNT.format(done)} of ${countOf(total, unit)}`;
}

const KB = 1024;
const MB = 1024 * KB;
const KB_UNIT: CountUnit = { one: 'KB', many: 'KB' };
const MB_UNIT: CountUnit = { one: 'MB', many: 'MB' };

/**
 * Bytes as a progress count shows them ("0.4 of 1.2 MB"): megabytes to one decimal from 1 MB (the 10 MB
 * upload limit's megabytes, of 1,024 KB), whole kilobytes below it ("120 of 300 KB"), so the total
 * stays a count of at least 1 and the bar's end is the total.
 * @example byteProgress(400_000, 1_250_000) // { done: 0.4, total: 1.2, unit: MB }
 */
export function byteProgress(doneBytes: number, totalBytes: number): { done: number; total: number; unit: CountUnit } {
  if (totalBytes >= MB) {
    const tenths = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
    return { done: tenths(doneBytes), total: tenths(totalBytes), unit: MB_UNIT };
  }
  return { done: Math.ceil(doneBytes / KB), total: Math.max(1, Math.ceil(totalBytes / KB)), unit: KB_UNIT };
}
