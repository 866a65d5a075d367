import type { MatchDayRules, Tournament, TournamentVenue } from '../competition/entities';
import { MAX_NAME_LENGTH } from '../common/text-limits';
import { planInputErrors } from './plan-input-errors';
import { planMinute } from './plan-minutes';
import { DEFAULT_MATCH_DAY_RULES } from './tournament-plan';

/** The planner's setup form as typed: one venue, its pitches all open the same window of one day, the rules. */
export interface VenueSetupDraft {
  venueName: string;
  pitchCount: string;
  day: string;
  from: string;
  to: string;
  matchMinutes: string;
  breakMinutes: string;
  minRestMinutes: string;
}

/** The most pitches the form offers. */
const MAX_PITCHES = 16;

/** The venue the form edits: the tournament's first, else a new one with a stable id. */
const FIRST_VENUE_ID = 'venue-1';

/**
 * The setup form's values for a tournament: its first venue (its first pitch's first window), its rules or the
 * defaults; a new tournament gets "Pitch 1…4", 09:00–17:00 on no day yet.
 * @example venueSetupDraft({ id: 't', name: 'Cup', format: { mode: 'league' }, teamIds: [], organizerId: 'o', createdAtISO: '' }).pitchCount // '4'
 */
export function venueSetupDraft(tournament: Tournament): VenueSetupDraft {
  const venue = tournament.venues?.[0];
  const window = venue?.pitches[0]?.windows[0];
  const rules = tournament.matchDayRules ?? DEFAULT_MATCH_DAY_RULES;
  return {
    venueName: venue?.name ?? tournament.location?.name ?? '',
    pitchCount: String(venue?.pitches.length ?? 4),
    day: window?.day ?? '',
    from: window?.from ?? '09:00',
    to: window?.to ?? '17:00',
    matchMinutes: String(rules.matchMinutes),
    breakMinutes: String(rules.breakMinutes),
    minRestMinutes: String(rules.minRestMinutes),
  };
}

/**
 * What the setup form saves on the tournament, or every reason it cannot (nothing is saved then): a venue with a
 * name, 1–16 pitches "Pitch 1…n" open from–to on the day, and whole-minute rules. Pitch ids are stable ("Pitch 3"
 * keeps its id when the count changes), so matches keep their pitch; other venues are kept as they are.
 * @example venueSetupFields({ venueName: 'Park', pitchCount: '0', day: '2025-06-07', from: '09:00', to: '17:00', matchMinutes: '20', breakMinutes: '5', minRestMinutes: '25' }, { id: 't', name: 'Cup', format: { mode: 'league' }, teamIds: [], organizerId: 'o', createdAtISO: '' }) // { ok: false, errors: ['Choose 1 to 16 pitches.'] }
 */
export function venueSetupFields(draft: VenueSetupDraft, tournament: Tournament): { ok: true; fields: { venues: TournamentVenue[]; matchDayRules: MatchDayRules } } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const name = draft.venueName.trim();
  if (name === '') errors.push('Give the venue a name.');
  else if (name.length > MAX_NAME_LENGTH) errors.push(`The venue name must be at most ${MAX_NAME_LENGTH} characters.`);
  const count = Number(draft.pitchCount);
  if (!/^\d+$/.test(draft.pitchCount.trim()) || count < 1 || count > MAX_PITCHES) errors.push(`Choose 1 to ${MAX_PITCHES} pitches.`);
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
  const matchDayRules = { matchMinutes: whole(draft.matchMinutes), breakMinutes: whole(draft.breakMinutes), minRestMinutes: whole(draft.minRestMinutes) };
  const existing = tournament.venues?.[0];
  const venueId = existing?.id ?? FIRST_VENUE_ID;
  const window = { day: draft.day.trim(), from: draft.from.trim(), to: draft.to.trim() };
  const from = planMinute(window.day, window.from);
  const to = planMinute(window.day, window.to);
  if (planMinute(window.day, '00:00') === null) errors.push('Choose the day of the matches.');
  else if (from === null || to === null) errors.push('Enter the opening times as HH:MM.');
  else if (to <= from) errors.push(`The pitches must close after they open (${window.from}–${window.to}).`);
  // The rules' own messages (whole minutes, within a day): a plan without pitches is checked for them alone.
  errors.push(...planInputErrors({ pitches: [], matches: [], rules: matchDayRules }));
  if (errors.length > 0) return { ok: false, errors };
  const pitches = Array.from({ length: count }, (_, i) => ({ id: `${venueId}-pitch-${i + 1}`, name: `Pitch ${i + 1}`, windows: [window] }));
  const venue: TournamentVenue = { ...existing, id: venueId, name, pitches };
  return { ok: true, fields: { venues: [venue, ...(tournament.venues ?? []).slice(1)], matchDayRules } };
}
