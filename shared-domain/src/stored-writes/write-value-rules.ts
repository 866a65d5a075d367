import * as v from 'valibot';
import { isValidEmail } from '../auth/email';
import { CALENDAR_DATE_MESSAGES, calendarDateError, type CalendarDateRange } from '../common/calendar-date';
import { isTimeOfDay } from '../match/time-of-day';
import { isHexColor } from '../people/hex-color';
import type { ImageField, StoredValueRules, TextSchema } from '../schemas/stored-value-rules';
import { imageValueProblem, type ImageOwner } from './image-values';
import { isIsoTimestamp } from './iso-timestamp';

/**
 * What the gateway lets browsers store (issue 12: "only safe values stored"): the StoredValueRules of
 * writes. The write rules take '' as "none" in every optional field (custom playoff games and organizers
 * store it), never in a required one.
 */

/** A text schema refusing with `problem`'s answer (null: fine). */
function textRule(problem: (text: string) => string | null): TextSchema {
  return v.pipe(
    v.string(),
    v.check((text) => problem(text) === null, (issue) => problem(String(issue.input)) ?? ''),
  );
}

function dateProblem(text: string, range: CalendarDateRange): string | null {
  if (text === '') return null;
  const error = calendarDateError(text, range);
  if (error === null) return null;
  return error === CALENDAR_DATE_MESSAGES.invalidDate ? 'must be a real day written YYYY-MM-DD' : `must be a day from ${range.min} to ${range.max}`;
}

// The texts are ours (the spec shows none); each completes "<field>: …".
const timeRule = textRule((text) => (text === '' || isTimeOfDay(text) ? null : 'must be a time written HH:MM (00:00 to 23:59)'));
const timestampRule = textRule((text) => (isIsoTimestamp(text) ? null : 'must be an ISO 8601 date and time, such as 2024-01-01T00:00:00.000Z'));
const colorRule = textRule((text) => (isHexColor(text) ? null : 'must be a color written #RRGGBB'));
// Stored as typed, so also exactly as checked: no surrounding spaces.
const emailRule = textRule((text) => (text === text.trim() && isValidEmail(text) ? null : 'must be a valid email address (no spaces, double quotes or markup)'));

/** Whose uploads `field` of item `id` holds. */
function ownerOf(field: ImageField, id: string | undefined): ImageOwner | null {
  if (id === undefined) return null;
  switch (field) {
    case 'team-logo':
    case 'team-photo':
      return { kind: field, teamId: id };
    case 'player-photo':
      return { kind: field, teamId: id, playerId: null };
    case 'tournament-logo':
    case 'tournament-background':
      return { kind: field, tournamentId: id };
    case 'organizer-logo':
      return null;
  }
}

/**
 * Writing item `id` (a team's, tournament's or organizer's id; undefined when unknown, which lets no
 * upload through): only the safe values (see above).
 * @example v.is(writeValueRules('team_1').image('team-logo'), 'https://gw.example/media/teams/team_1/logo-5.png') // true
 * @example v.is(writeValueRules('team_1').color, 'red') // false
 */
export function writeValueRules(id: string | undefined): StoredValueRules {
  return {
    date: (range) => textRule((text) => dateProblem(text, range)),
    time: timeRule,
    timestamp: timestampRule,
    color: colorRule,
    email: emailRule,
    image: (field) => {
      const owner = ownerOf(field, id);
      return textRule((text) => imageValueProblem(text, owner));
    },
    playerPhotoProblem: ({ id: playerId, photo }) =>
      id !== undefined && typeof playerId === 'string' && typeof photo === 'string' ? imageValueProblem(photo, { kind: 'player-photo', teamId: id, playerId }) : null,
  };
}
