import { describe, expect, it } from 'vitest';
import { clearedResultText } from './cleared-result-text';
import type { ClearedResult } from './result-changes';

const names: Record<string, string> = { a: 'Arsenal', c: 'Chelsea' };
const nameOf = (id: string) => names[id] ?? `Team ${id}`;
const final = (extra: Partial<ClearedResult>): ClearedResult => ({ matchId: 'f', roundName: 'Final', homeTeamId: 'a', awayTeamId: 'c', ...extra });

describe('clearedResultText', () => {
  it.each([
    ['a decided score', final({ homeGoals: 2, awayGoals: 1 }), 'Final: Arsenal vs Chelsea, 2–1'],
    ['a level game decided on penalties', final({ homeGoals: 1, awayGoals: 1, homePenalties: 4, awayPenalties: 3 }), 'Final: Arsenal vs Chelsea, 1–1 (4–3 pens)'],
    ['a level game whose shoot-out has no winner yet', final({ homeGoals: 0, awayGoals: 0, homePenalties: 2 }), 'Final: Arsenal vs Chelsea, 0–0'],
    ['goal events without a score', final({}), 'Final: Arsenal vs Chelsea'],
    ['the round and teams it was given', final({ roundName: '1/2 Final', awayTeamId: 'x', homeGoals: 0, awayGoals: 3 }), '1/2 Final: Arsenal vs Team x, 0–3'],
  ])('names %s', (_case, result, text) => {
    expect(clearedResultText(result, nameOf)).toBe(text);
  });
});
