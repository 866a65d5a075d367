import {
  isPublicVisibility,
  isTournamentMode,
  toTieBreakerPreset,
  type BracketMatch,
  type BracketRound,
  type CustomPlayoffMatch,
  type CustomPlayoffRound,
  type Tournament,
  type TournamentFormat,
  type TournamentVenue,
} from 'shared-domain';
import { readGroupsKnockoutSettings } from 'shared-domain/schemas';
import { each, list, num, numOrNull, obj, pick, text } from './stored-values';

/** Null when any part is malformed: the bracket is then read back from the match items instead. */
function bracket(v: unknown): BracketRound[] | undefined {
  if (!Array.isArray(v)) return undefined;
  const rounds = each(v, (r) => {
    const round = obj(r);
    const index = num(round?.round);
    if (!round || index === undefined || !Array.isArray(round.matches)) return null;
    const matches = each(round.matches, bracketMatch);
    return matches.length === round.matches.length ? { round: index, matches } : null;
  });
  return rounds.length === v.length ? rounds : undefined;
}

function bracketMatch(v: unknown): BracketMatch | null {
  const m = obj(v);
  const [matchId, homeTeamId, awayTeamId] = [text(m?.matchId), text(m?.homeTeamId), text(m?.awayTeamId)];
  if (!m || matchId === undefined || homeTeamId === undefined || awayTeamId === undefined) return null;
  return {
    matchId,
    homeTeamId,
    awayTeamId,
    ...pick(m, ['homeGoals', 'awayGoals', 'homePenalties', 'awayPenalties'], numOrNull),
    ...pick(m, ['dateISO', 'winner'], text),
  };
}

function customMatch(v: unknown): CustomPlayoffMatch | null {
  const m = obj(v);
  const [id, homeTeamId, awayTeamId] = [text(m?.id), text(m?.homeTeamId), text(m?.awayTeamId)];
  if (!m || id === undefined || homeTeamId === undefined || awayTeamId === undefined) return null;
  return { id, homeTeamId, awayTeamId, isElimination: m.isElimination === true, ...pick(m, ['dateISO', 'time'], text) };
}

function customRound(v: unknown): CustomPlayoffRound | null {
  const r = obj(v);
  const roundNumber = num(r?.roundNumber);
  if (!r || roundNumber === undefined) return null;
  return { roundNumber, name: text(r.name) ?? '', quantityOfGames: num(r.quantityOfGames) ?? 0, matches: each(r.matches, customMatch) };
}

/** Only what the public views read: the mode, a custom playoff's rounds (their names and games), a cup's groups and knockout. */
function format(v: unknown): TournamentFormat {
  const f = obj(v);
  const mode = isTournamentMode(f?.mode) ? f.mode : 'league';
  if (mode === 'groups_knockout') {
    const groupsKnockout = readGroupsKnockoutSettings(f?.groupsKnockout);
    // A group table orders its teams by the cup's preset (FIFA's for a World Cup).
    return { mode, tieBreakers: toTieBreakerPreset(f?.tieBreakers), ...(groupsKnockout ? { groupsKnockout } : {}) };
  }
  const custom = obj(f?.customPlayoffConfig);
  if (mode !== 'league_custom_playoff' || !custom) return { mode };
  return {
    mode,
    customPlayoffConfig: {
      playoffTeams: num(custom.playoffTeams) ?? 0,
      enableBye: custom.enableBye === true,
      playoffRounds: each(custom.playoffRounds, customRound),
    },
  };
}

/** A venue's name and its pitches' ids and names, all the public views read (issue 25: a match's place); windows are left out. */
function venue(v: unknown): TournamentVenue | null {
  const item = obj(v);
  const [id, name] = [text(item?.id), text(item?.name)];
  if (id === undefined || name === undefined) return null;
  const pitches = each(item?.pitches, (p) => {
    const pitch = obj(p);
    const [pitchId, pitchName] = [text(pitch?.id), text(pitch?.name)];
    return pitchId === undefined || pitchName === undefined ? null : { id: pitchId, name: pitchName, windows: [] };
  });
  return { id, name, pitches };
}

/**
 * A stored tournament as the domain types it, or null without a string id. Visibility keeps the
 * domain's reading (anything but 'private' is public, spec §3); a malformed bracket is left out.
 */
export function storedTournament(item: Record<string, unknown> | null | undefined): Tournament | null {
  const id = text(item?.id);
  if (!item || id === undefined) return null;
  const playoffBracket = bracket(item.playoffBracket);
  const logo = text(item.logo);
  const timeZone = text(item.timeZone);
  const venues = each(item.venues, venue);
  return {
    id,
    name: text(item.name) ?? '',
    format: format(item.format),
    teamIds: list(item.teamIds).filter((t): t is string => typeof t === 'string'),
    organizerId: text(item.organizerId) ?? '',
    createdAtISO: text(item.createdAtISO) ?? '',
    visibility: isPublicVisibility(item.visibility) ? 'public' : 'private',
    ...(playoffBracket ? { playoffBracket } : {}),
    ...(logo ? { logo } : {}),
    ...(timeZone ? { timeZone } : {}),
    ...(venues.length > 0 ? { venues } : {}),
  };
}
