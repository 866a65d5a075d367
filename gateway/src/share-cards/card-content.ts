import {
  MATCH_STATUS_LABELS,
  computeStandings,
  knockoutScoreText,
  matchStatusForDisplay,
  playerFullName,
  playerStatisticsOverSeasons,
  publicPlayoffRounds,
  teamSlotLabel,
  type MatchDisplayStatus,
  type PublicBracketRound,
  type PublicMatchView,
  type PublicPlayerView,
  type PublicTeamView,
  type PublicTournamentDocument,
} from 'shared-domain';
import { competitionChampion } from 'shared-domain/groups-knockout';
import { kickoffText } from 'shared-domain/kickoff';
import type { CardDocument } from './card-documents';

/** A team (or player) as a card draws it: its crest when one is uploaded, else its initials in its colours. */
export interface CardBadge {
  name: string;
  /** The stored image URL (an upload's `/media/…` is read from the bucket; anything else draws initials). */
  image?: string;
  colors: readonly string[];
}

export interface StandingLine {
  position: number;
  team: CardBadge;
  played: number;
  points: number;
}

export interface ResultLine {
  home: CardBadge;
  away: CardBadge;
  /** "2–1", "1–1 (4–3 pens)", or the day of its kick-off while unplayed. */
  score: string;
}

export interface CardFact {
  label: string;
  value: string;
}

/** What a card shows, before any drawing: each layout of card-layout.ts draws one. */
export type CardContent =
  | { layout: 'standings'; title: string; caption: string; rows: StandingLine[]; banner: string | null; alt: string }
  | { layout: 'results'; title: string; caption: string; results: ResultLine[]; banner: string | null; alt: string }
  | { layout: 'profile'; title: string; caption: string; badge: CardBadge; facts: CardFact[]; alt: string }
  | { layout: 'match'; title: string; caption: string; home: CardBadge; away: CardBadge; score: string | null; status: string; alt: string };

/** Rows of the standings a card has room for (the page shows the rest). */
const STANDING_ROWS = 5;
/** Games of a playoff round a card has room for. */
const RESULT_ROWS = 4;

/** What a card says of a match's state (a finished one: "Full time"; an upcoming one its kick-off). */
const MATCH_STATE_TEXT: Readonly<Record<Exclude<MatchDisplayStatus, 'scheduled'>, string>> = {
  finished: 'Full time',
  live: MATCH_STATUS_LABELS.live,
  pending: MATCH_STATUS_LABELS.pending,
  postponed: MATCH_STATUS_LABELS.postponed,
  cancelled: MATCH_STATUS_LABELS.cancelled,
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The round a card shows of a bracket: the latest with a result, else the first (nothing played yet). */
function latestRound(rounds: readonly PublicBracketRound[]): PublicBracketRound | undefined {
  return rounds.findLast((round) => round.matches.some((m) => m.winner !== null || typeof m.homeGoals === 'number')) ?? rounds[0];
}

function tournamentContent({ tournament, matches, teams }: PublicTournamentDocument): CardContent {
  const byId = new Map(teams.map((team) => [team.id, team]));
  const names = new Map(teams.map((team) => [team.id, team.name]));
  const badge = (teamId: string): CardBadge => {
    const team = byId.get(teamId);
    return { name: teamSlotLabel(teamId, names), ...(team?.logo ? { image: team.logo } : {}), colors: team?.colors ?? [] };
  };
  const champion = competitionChampion(tournament, matches);
  const banner = champion ? `Champion: ${teamSlotLabel(champion, names)}` : null;
  const round = latestRound(publicPlayoffRounds(tournament, matches));
  if (round) {
    const results = round.matches
      .filter((m) => !m.bye)
      .slice(0, RESULT_ROWS)
      .map((m) => ({
        home: badge(m.homeTeamId),
        away: badge(m.awayTeamId),
        score: knockoutScoreText(m) ?? kickoffText(m, tournament.timeZone, { short: true })?.day ?? 'v',
      }));
    const said = results.map((r) => `${r.home.name} ${r.score} ${r.away.name}`).join('; ');
    return { layout: 'results', title: tournament.name, caption: round.name, results, banner, alt: [`${tournament.name}, ${round.name}: ${said}.`, banner && `${banner}.`].filter(Boolean).join(' ') };
  }
  const rows = computeStandings(tournament.teamIds ?? [], matches, { tieBreakers: tournament.format.tieBreakers })
    .slice(0, STANDING_ROWS)
    .map((row, index) => ({ position: index + 1, team: badge(row.teamId), played: row.played, points: row.points }));
  const said = rows.map((r) => `${r.position}. ${r.team.name}, ${count(r.points, 'point', 'points')}`).join('; ');
  return { layout: 'standings', title: tournament.name, caption: 'Standings', rows, banner, alt: [`${tournament.name} standings: ${said}.`, banner && `${banner}.`].filter(Boolean).join(' ') };
}

/** The team's league record over its public seasons: the standings' rows of the team (playoff games are not counted there). */
function leagueRecord({ team, seasons }: PublicTeamView): { played: number; won: number; drawn: number; lost: number } {
  const total = { played: 0, won: 0, drawn: 0, lost: 0 };
  for (const season of seasons) {
    const row = computeStandings([team.id, ...season.teams.map((t) => t.id)], season.matches).find((r) => r.teamId === team.id);
    if (!row) continue;
    total.played += row.played;
    total.won += row.won;
    total.drawn += row.drawn;
    total.lost += row.lost;
  }
  return total;
}

function teamContent(view: PublicTeamView): CardContent {
  const { team, seasons } = view;
  const record = leagueRecord(view);
  const titles = seasons.filter((season) => season.won).length;
  const facts = [
    { label: 'Played', value: String(record.played) },
    { label: 'Won', value: String(record.won) },
    { label: 'Drawn', value: String(record.drawn) },
    { label: 'Lost', value: String(record.lost) },
    { label: titles === 1 ? 'Title' : 'Titles', value: String(titles) },
  ];
  const badge = { name: team.name, ...(team.logo ? { image: team.logo } : {}), colors: team.colors ?? [] };
  const said = `${count(record.played, 'league game', 'league games')}: ${record.won} won, ${record.drawn} drawn, ${record.lost} lost; ${count(titles, 'title', 'titles')}.`;
  return { layout: 'profile', title: team.name, caption: team.organizerName ?? '', badge, facts, alt: `${team.name}: ${said}` };
}

function playerContent({ player, team, seasons }: PublicPlayerView): CardContent {
  const name = playerFullName(player) || 'Unnamed player';
  const stats = playerStatisticsOverSeasons(player.id, seasons);
  const facts = [
    { label: stats.goals === 1 ? 'Goal' : 'Goals', value: String(stats.goals) },
    { label: stats.games === 1 ? 'Game' : 'Games', value: String(stats.games) },
    { label: stats.assists === 1 ? 'Assist' : 'Assists', value: String(stats.assists) },
  ];
  // The player's photo when uploaded, else the crest of the team they play for.
  const image = player.photo || team.logo;
  const badge = { name, ...(image ? { image } : {}), colors: team.colors ?? [] };
  const caption = [team.name, player.position].filter(Boolean).join(' · ');
  const said = `${count(stats.goals, 'goal', 'goals')} in ${count(stats.games, 'game', 'games')}, ${count(stats.assists, 'assist', 'assists')}.`;
  return { layout: 'profile', title: name, caption, badge, facts, alt: `${name}, ${team.name}: ${said}` };
}

/** The state a match card shows at `now`: "Full time", "Live", the kick-off of an upcoming game, … */
function matchStateText({ match, tournament }: PublicMatchView, now: number): string {
  const status = matchStatusForDisplay(match, now);
  if (status !== 'scheduled') return MATCH_STATE_TEXT[status];
  return kickoffText(match, tournament.timeZone)?.text ?? MATCH_STATUS_LABELS.scheduled;
}

/** Statuses the clock alone can move on (an upcoming game goes live, then pending); the others wait for a write. */
const CLOCK_STATUSES: ReadonlySet<MatchDisplayStatus> = new Set(['scheduled', 'live', 'pending']);

/**
 * What of a card the clock decides, beyond its document's version: a match card's state text (a new
 * version comes with every write, but "Live" comes with kick-off time). `stable`: the card changes only
 * with its document, so its versioned URL may be cached for good.
 */
export function cardMoment(card: CardDocument, now: number): { key: string; stable: boolean } {
  if (card.kind !== 'match') return { key: '', stable: true };
  return { key: matchStateText(card.document, now), stable: !CLOCK_STATUSES.has(matchStatusForDisplay(card.document.match, now)) };
}

function matchContent(view: PublicMatchView, now: number): CardContent {
  const side = ({ name, logo, colors }: PublicMatchView['home']): CardBadge => ({ name, ...(logo ? { image: logo } : {}), colors });
  const score = knockoutScoreText(view.match);
  const status = matchStateText(view, now);
  const line = score ? `${view.home.name} ${score} ${view.away.name}` : `${view.home.name} v ${view.away.name}`;
  return {
    layout: 'match',
    title: view.tournament.name,
    caption: view.roundLabel,
    home: side(view.home),
    away: side(view.away),
    score,
    status,
    alt: `${line}, ${status}. ${view.tournament.name}, ${view.roundLabel}.`,
  };
}

/**
 * What a card shows of its document at `now` (only a match card reads the clock: "Live", "Full time").
 * Every rule is shared-domain's, as on the page: the same standings, champion, bracket and status.
 */
export function cardContent(card: CardDocument, now: number): CardContent {
  switch (card.kind) {
    case 'tournament':
      return tournamentContent(card.document);
    case 'team':
      return teamContent(card.document);
    case 'player':
      return playerContent(card.document);
    case 'match':
      return matchContent(card.document, now);
  }
}
