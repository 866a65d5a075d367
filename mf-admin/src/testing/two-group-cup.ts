import type { GroupsKnockoutSettings } from 'shared-domain';

/**
 * A small Groups + Knockout cup for tests (issue 24): Groups A (Albania, Austria) and B (Belgium, Bulgaria),
 * one leg, the top two through to semi-finals s1 (Winner A v Runner-up B) and s2 (Winner B v Runner-up A),
 * then the final f. Its group stage has started: the knockout is stored.
 */
export const twoGroupCup: GroupsKnockoutSettings = {
  groupCount: 2,
  groupLegs: 1,
  qualifiersPerGroup: 2,
  knockoutLegs: [],
  awayGoals: false,
  thirdPlaceMatch: false,
  groups: [
    { letter: 'A', teamIds: ['alb', 'aut'] },
    { letter: 'B', teamIds: ['bel', 'bul'] },
  ],
  knockout: {
    rounds: [
      [
        { number: 1, home: 'group-A-1', away: 'group-B-2', matchIds: ['s1'] },
        { number: 2, home: 'group-B-1', away: 'group-A-2', matchIds: ['s2'] },
      ],
      [{ number: 3, home: 'winner-1', away: 'winner-2', matchIds: ['f'] }],
    ],
  },
};
