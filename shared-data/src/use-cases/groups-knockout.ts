import { createId, type GroupsKnockoutSettings, type Match, type MatchOwner, type StoredKnockout, type StoredKnockoutTie, type Tournament, type TournamentGroup } from 'shared-domain';
import { buildGroupsKnockout, groupFixtures, type GroupsKnockoutRules, type TieLegs } from 'shared-domain/groups-knockout';
import { matchesRepository } from '../repositories/matches-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';


function settingsOf(tournament: Tournament): GroupsKnockoutSettings {
  const settings = tournament.format.groupsKnockout;
  if (tournament.format.mode !== 'groups_knockout' || !settings) throw new Error(`${tournament.id} is not a Groups + Knockout tournament`);
  return settings;
}

/**
 * Saves a cup's groups (drawn, placed or moved by hand), version-checked: ConflictError on a lost race.
 * The rules (shared-domain/groups-knockout) made them; this only stores them.
 */
export async function saveCupGroups(tournament: Tournament, groups: readonly TournamentGroup[]): Promise<Tournament> {
  const settings = settingsOf(tournament);
  return tournamentsRepository.update(tournament, { format: { ...tournament.format, groupsKnockout: { ...settings, groups: groups.map((g) => ({ letter: g.letter, teamIds: [...g.teamIds] })) } } });
}

/** New match ids in creation order (their time part counts up, so they sort as generated). */
function matchIds(): () => string {
  const now = Date.now();
  let sequence = 0;
  return () => createId('match', now + sequence++, Math.random);
}

/** Legs per round from the first round, as the bracket rule takes them, from the stored list counted from the final. */
function legsByRound(settings: GroupsKnockoutSettings, roundCount: number): TieLegs[] {
  return Array.from({ length: roundCount }, (_, i) => settings.knockoutLegs[roundCount - 1 - i] ?? 1);
}

/** The match items of one tie: one per leg, the first at the tie's home side, the second at its away side. */
function tieMatches(tie: StoredKnockoutTie, place: { stage: 'knockout' | 'third_place'; round: number; index: number }, owner: MatchOwner): Match[] {
  const two = tie.matchIds.length === 2;
  return tie.matchIds.map((id, leg) => ({
    id,
    ...owner,
    homeTeamId: leg === 0 ? tie.home : tie.away,
    awayTeamId: leg === 0 ? tie.away : tie.home,
    // Knockout games have no league round; the bracket places them (playoffRound, playoffMatch).
    round: 0,
    isPlayoff: true,
    stage: place.stage,
    playoffRound: place.round,
    playoffMatch: place.index,
    ...(two ? { leg: leg === 0 ? 1 : 2 } : {}),
  }));
}

/**
 * Starts a cup's group stage (issue 24): its group fixtures (each group a round robin of its legs,
 * matchday by matchday) and its knockout from group positions (placeholders until each group is
 * complete; the rounds' legs and the third-place match as set), as match items, then the knockout on
 * the tournament. From then on the groups stay as they are. Answers both as stored. `nextId` for tests.
 */
export async function startGroupStage(tournament: Tournament, nextId: () => string = matchIds()): Promise<{ tournament: Tournament; matches: Match[] }> {
  const settings = settingsOf(tournament);
  const rules: GroupsKnockoutRules = { ...settings, groups: settings.groups ?? [] };
  const owner = { tournamentId: tournament.id, organizerId: tournament.organizerId };
  const groupMatches: Match[] = groupFixtures(rules.groups, settings.groupLegs).map((f) => ({
    id: nextId(),
    ...owner,
    homeTeamId: f.homeTeamId,
    awayTeamId: f.awayTeamId,
    round: f.matchday,
    isPlayoff: false,
    stage: 'group',
    group: f.group,
  }));
  const roundCount = buildGroupsKnockout(rules, {}, () => '').rounds.length;
  const bracket = buildGroupsKnockout(rules, { legsByRound: legsByRound(settings, roundCount), thirdPlace: settings.thirdPlaceMatch }, nextId);
  const knockout: StoredKnockout = { rounds: bracket.rounds, ...(bracket.thirdPlace ? { thirdPlace: bracket.thirdPlace } : {}) };
  const knockoutMatches = [
    ...bracket.rounds.flatMap((ties, round) => ties.flatMap((tie, index) => tieMatches(tie, { stage: 'knockout', round, index }, owner))),
    ...(bracket.thirdPlace ? tieMatches(bracket.thirdPlace, { stage: 'third_place', round: roundCount - 1, index: 0 }, owner) : []),
  ];
  const matches = [...groupMatches, ...knockoutMatches];
  await matchesRepository.putMany(matches);
  const saved = await tournamentsRepository.update(tournament, { format: { ...tournament.format, groupsKnockout: { ...settings, knockout } } });
  return { tournament: saved, matches: matches.map((m) => ({ ...m, version: m.version ?? 1 })) };
}

/**
 * Saves a cup's knockout after an edit of its first-round pairings (shared-domain's swapFirstRoundSides,
 * which refuses once the knockout started): the tournament first (version-checked), then the sides of
 * the first round's match items that changed. Answers both as stored.
 */
export async function saveCupKnockout(tournament: Tournament, knockout: StoredKnockout, matches: readonly Match[]): Promise<{ tournament: Tournament; matches: Match[] }> {
  const settings = settingsOf(tournament);
  const saved = await tournamentsRepository.update(tournament, { format: { ...tournament.format, groupsKnockout: { ...settings, knockout } } });
  const byId = new Map(matches.map((m) => [m.id, m]));
  const updated: Match[] = [];
  for (const tie of knockout.rounds[0] ?? []) {
    for (const [leg, id] of tie.matchIds.entries()) {
      const [homeTeamId, awayTeamId] = leg === 0 ? [tie.home, tie.away] : [tie.away, tie.home];
      const match = byId.get(id);
      if (match && (match.homeTeamId !== homeTeamId || match.awayTeamId !== awayTeamId)) updated.push(await matchesRepository.update(tournament.id, id, { homeTeamId, awayTeamId }));
    }
  }
  return { tournament: saved, matches: updated };
}
