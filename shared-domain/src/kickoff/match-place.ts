import type { TournamentVenue } from '../competition/entities';
import type { Match } from '../match/entities';

/**
 * The match-day facts a public match carries besides its stored public fields (issue 25): the pitch it is
 * played on and the touchline clock (the running minute). The gateway adds them to the public documents
 * it builds; the builders in the package entry (publicTournamentDocument, publicTeamSeason) leave them out
 * because that entry is every page's shared bundle, the login's included, and has no byte to spare.
 */
export const MATCH_DAY_PUBLIC_FIELDS = ['pitchId', 'clock'] as const satisfies ReadonlyArray<keyof Match>;

/** A match's match-day facts, for the public documents. */
export type MatchDayFacts = Partial<Pick<Match, (typeof MATCH_DAY_PUBLIC_FIELDS)[number]>>;

/**
 * `shown` (a public copy of a match) with the match-day facts of the stored match: its pitch and clock,
 * where it has them. Used by the gateway's public readers.
 * @example withMatchDayFacts({ id: 'm1' }, { pitchId: 'p2', clock: { kickOffAt: '2026-06-13T09:00:00Z' } }) // { id: 'm1', pitchId: 'p2', clock: { kickOffAt: '2026-06-13T09:00:00Z' } }
 * @example withMatchDayFacts({ id: 'm1' }, { venue: 'Elsewhere' }) // { id: 'm1' }
 */
export function withMatchDayFacts<M extends object>(shown: M, stored: MatchDayFacts | null | undefined): M & MatchDayFacts {
  const facts: MatchDayFacts = {};
  for (const field of MATCH_DAY_PUBLIC_FIELDS) if (stored?.[field] !== undefined) Object.assign(facts, { [field]: stored[field] });
  return Object.keys(facts).length > 0 ? { ...shown, ...facts } : shown;
}

/**
 * Where a match is played, as every public page, the widget and the calendar feeds name it (issue 25): its
 * pitch and the pitch's venue, "Pitch 2 · Riverside Park"; null when the match has no pitch or the
 * tournament no longer has that pitch (the match's own venue text, if any, is then what is shown).
 * @example matchPlace({ pitchId: 'p2' }, { venues: [{ id: 'v1', name: 'Riverside Park', pitches: [{ id: 'p2', name: 'Pitch 2', windows: [] }] }] }) // 'Pitch 2 · Riverside Park'
 * @example matchPlace({}, { venues: [] }) // null
 */
export function matchPlace(match: Pick<Match, 'pitchId'>, tournament: { venues?: readonly TournamentVenue[] | undefined } | null | undefined): string | null {
  if (!match.pitchId) return null;
  for (const venue of tournament?.venues ?? []) {
    const pitch = (venue.pitches ?? []).find((p) => p.id === match.pitchId);
    if (pitch) return [pitch.name.trim(), venue.name.trim()].filter(Boolean).join(' · ') || null;
  }
  return null;
}
