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
