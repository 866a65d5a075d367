import { match, tournament } from './tournament-world';

/** The match-day planner's tests' day (issue 25). */
export const DAY = '2025-06-07';
/** The planner loads on its own and saves match by match: on a busy machine that takes more than a second. */
export const SLOW = { timeout: 10_000 };
const window = [{ day: DAY, from: '09:00', to: '17:00' }];
const venue = { id: 'v1', name: 'Riverside Park', pitches: [1, 2].map((n) => ({ id: `v1-pitch-${n}`, name: `Pitch ${n}`, windows: window })) };
/** A one-round league of Lions (a), Tigers (b), Bears (c) and Wolves (d) on two pitches, 09:00–17:00, 20 + 5 minutes, 25 minutes' rest. */
export const cup = tournament({ format: { mode: 'league', rounds: 1 }, teamIds: ['a', 'b', 'c', 'd'], venues: [venue], matchDayRules: { matchMinutes: 20, breakMinutes: 5, minRestMinutes: 25 } });
/** Its games: rounds 1 (Lions v Tigers, Bears v Wolves) and 2 (Lions v Bears, Tigers v Wolves). */
export const fixtures = [match('m1', 'a', 'b'), match('m2', 'c', 'd'), match('m3', 'a', 'c', { round: 2 }), match('m4', 'b', 'd', { round: 2 })];
