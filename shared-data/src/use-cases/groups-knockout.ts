import { createId, type GroupsKnockoutSettings, type Match, type MatchOwner, type StoredKnockout, type StoredKnockoutTie, type Tournament, type TournamentGroup } from 'shared-domain';
import { buildGroupsKnockout, cupSideWrites, groupFixtures, type GroupsKnockoutRules, type TieLegs } from 'shared-domain/groups-knockout';
import { matchesRepository } from '../repositories/matches-repository';
import { tournamentsRepository } from '../repositories/tournaments-repository';
import { ConflictError } from '../storage/storage-errors';

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

/** The group stage's match items not stored yet: knockout legs by id (the stored knockout names them), group games by group, matchday and teams. */
function notStoredYet(planned: readonly Match[], stored: readonly Match[]): Match[] {
  const ids = new Set(stored.map((m) => m.id));
  const game = (m: Match) => `${m.group}|${m.round}|${m.homeTeamId}|${m.awayTeamId}`;
  const games = new Set(stored.filter((m) => m.stage === 'group').map(game));
  return planned.filter((m) => (m.stage === 'group' ? !games.has(game(m)) : !ids.has(m.id)));
}

/**
 * Starts a cup's group stage (issue 24): its group fixtures (each group a round robin of its legs,
 * matchday by matchday) and its knockout from group positions (placeholders until each group is
 * complete; the rounds' legs and the third-place match as set), as match items. Claim → write: the
 * knockout is saved on the tournament first, version-checked, so a second click or another tab (holding
 * the tournament as it was) gets ConflictError before any match is written; then the matches. From then
 * on the groups stay as they are. Called again with the stored tournament after the matches' write
 * stopped halfway, it writes only what is missing (the knockout's legs by their stored ids, the group
 * games by group, matchday and teams); once every game is stored it writes nothing and answers null.
 * Answers the tournament and the matches written. `nextId` for tests.
 */
export async function startGroupStage(tournament: Tournament, nextId: () => string = matchIds()): Promise<{ tournament: Tournament; matches: Match[] } | null> {
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
  const built = () => {
    const bracket = buildGroupsKnockout(rules, { legsByRound: legsByRound(settings, roundCount), thirdPlace: settings.thirdPlaceMatch }, nextId);
    return { rounds: bracket.rounds, ...(bracket.thirdPlace ? { thirdPlace: bracket.thirdPlace } : {}) };
  };
  const knockout: StoredKnockout = settings.knockout ?? built();
  const knockoutMatches = [
    ...knockout.rounds.flatMap((ties, round) => ties.flatMap((tie, index) => tieMatches(tie, { stage: 'knockout', round, index }, owner))),
    ...(knockout.thirdPlace ? tieMatches(knockout.thirdPlace, { stage: 'third_place', round: roundCount - 1, index: 0 }, owner) : []),
  ];
  const planned = [...groupMatches, ...knockoutMatches];
  let saved = tournament;
  let matches = planned;
  if (settings.knockout) {
    matches = notStoredYet(planned, await matchesRepository.listByTournament(tournament.id));
    if (matches.length === 0) return null;
  } else {
    saved = await tournamentsRepository.update(tournament, { format: { ...tournament.format, groupsKnockout: { ...settings, knockout } } });
  }
  await matchesRepository.putMany(matches);
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

/** One pass of syncCupKnockoutSides: read the cup and its matches, write the sides that differ (version-checked). */
async function writeCupSides(tournamentId: string): Promise<Match[]> {
  const tournament = await tournamentsRepository.get(tournamentId);
  if (!tournament) return [];
  const matches = await matchesRepository.listByTournament(tournamentId);
  const written: Match[] = [];
  for (const write of cupSideWrites(tournament, matches)) {
    written.push(await matchesRepository.updateVersioned({ tournamentId, id: write.matchId, version: write.version }, { homeTeamId: write.homeTeamId, awayTeamId: write.awayTeamId }));
  }
  return written;
}

/**
 * Makes a cup's knockout match items name the teams its results decide (shared-domain's cupSideWrites),
 * after a result of the cup was saved (match centre, score rows, CSV import): the cup and its matches are
 * read as stored now, and each knockout leg whose sides differ is rewritten, checked against the version
 * it was read at. A lost race (someone saved a match meanwhile) reads everything again and tries once
 * more. The result itself is saved by then, so a failure here does not undo it: it is logged and answers
 * none, and the next save of a result of the cup writes every side still wrong (they are computed from
 * all stored results, never from earlier writes). Answers the matches rewritten; none for other tournaments.
 */
export async function syncCupKnockoutSides(tournamentId: string): Promise<Match[]> {
  try {
    try {
      return await writeCupSides(tournamentId);
    } catch (failure) {
      if (!(failure instanceof ConflictError)) throw failure;
      return await writeCupSides(tournamentId);
    }
  } catch (failure) {
    console.error('Updating the knockout games of the cup failed', failure);
    return [];
  }
}
