import * as v from 'valibot';
import type { GroupsKnockoutSettings } from '../competition/entities';
import { MAX_GROUPS, MIN_GROUPS } from '../groups-knockout/group-letters';

/** How many teams of each group may qualify for the knockout (the rule: groupRulesError). */
const GROUP_QUALIFIERS_RANGE = { min: 1, max: 4 } as const;

/** The letters groups are named by, in order: A for the first group, P for the sixteenth. */
const GROUP_LETTERS = 'ABCDEFGHIJKLMNOP';

const legs = v.picklist([1, 2]);
const wholeNumber = (min: number, max: number, what: string) =>
  v.pipe(v.number(), v.integer(`must be a whole number of ${what}`), v.minValue(min, `must be ${min} to ${max}`), v.maxValue(max, `must be ${min} to ${max}`));

const groupSchema = v.looseObject({
  letter: v.pipe(v.string(), v.regex(/^[A-P]$/, 'must be a group letter A to P')),
  teamIds: v.array(v.string()),
});

const tieSchema = v.looseObject({
  number: v.number(),
  home: v.string(),
  away: v.string(),
  matchIds: v.array(v.string()),
});
const knockoutSchema = v.looseObject({
  rounds: v.array(v.array(tieSchema)),
  thirdPlace: v.optional(tieSchema),
});

/** Groups lettered A, B, C… in order, one per group of the count, each team in one group only. */
function groupsProblem(settings: Pick<GroupsKnockoutSettings, 'groupCount' | 'groups'>): string | null {
  const groups = settings.groups;
  if (!groups) return null;
  if (groups.length !== settings.groupCount) return `must be ${settings.groupCount} groups, as the group count says`;
  const outOfOrder = groups.findIndex((g, i) => g.letter !== GROUP_LETTERS[i]);
  if (outOfOrder !== -1) return `group ${outOfOrder + 1} must be Group ${GROUP_LETTERS[outOfOrder]}`;
  const seen = new Set<string>();
  for (const group of groups) {
    for (const teamId of group.teamIds) {
      if (seen.has(teamId)) return `a team is in more than one group (${teamId})`;
      seen.add(teamId);
    }
  }
  return null;
}

/**
 * The settings of the groups_knockout mode (`format.groupsKnockout`): 2–16 groups, 1 or 2 legs in a
 * group, the top 1–4 of each group, optionally the best n of one place across groups (a place the
 * groups' qualifiers do not already take), legs per knockout round, the away-goals rule and the
 * third-place match as switches, the groups once drawn (lettered A, B, C… in order, no team twice) and
 * the knockout's ties once the group stage starts.
 * @example v.is(groupsKnockoutSettingsSchema, { groupCount: 17, groupLegs: 1, qualifiersPerGroup: 2, knockoutLegs: [], awayGoals: false, thirdPlaceMatch: false }) // false
 */
export const groupsKnockoutSettingsSchema: v.GenericSchema<unknown, GroupsKnockoutSettings> = v.pipe(
  v.looseObject({
    groupCount: wholeNumber(MIN_GROUPS, MAX_GROUPS, 'groups'),
    groupLegs: legs,
    qualifiersPerGroup: wholeNumber(GROUP_QUALIFIERS_RANGE.min, GROUP_QUALIFIERS_RANGE.max, 'teams'),
    bestOfPlace: v.optional(v.looseObject({ place: wholeNumber(2, 5, 'places'), count: wholeNumber(1, MAX_GROUPS, 'teams') })),
    knockoutLegs: v.array(legs),
    awayGoals: v.boolean(),
    thirdPlaceMatch: v.boolean(),
    groups: v.optional(v.array(groupSchema)),
    knockout: v.optional(knockoutSchema),
  }),
  v.forward(
    v.check((s) => s.bestOfPlace === undefined || s.bestOfPlace.place === s.qualifiersPerGroup + 1, 'place must be the one just below the qualifiers of each group'),
    ['bestOfPlace'],
  ),
  v.forward(
    v.check((s) => s.bestOfPlace === undefined || s.bestOfPlace.count <= s.groupCount, 'count must be at most the number of groups'),
    ['bestOfPlace'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = groupsProblem(dataset.value);
    if (problem) addIssue({ message: problem, path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'groups', value: dataset.value.groups }] });
  }),
);

/**
 * A stored tournament's groups + knockout settings as readers outside the app take them (the gateway's
 * public document): the settings when they are well formed, else undefined (the page then shows no groups).
 * @example readGroupsKnockoutSettings({ groupCount: 40 }) // undefined
 */
export function readGroupsKnockoutSettings(value: unknown): GroupsKnockoutSettings | undefined {
  const read = v.safeParse(groupsKnockoutSettingsSchema, value);
  return read.success ? read.output : undefined;
}
