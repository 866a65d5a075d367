import type { ResponseFilter } from '../policy/dynamodb-policy';
import type { JsonObject } from '../policy/request-shape';

/** Request members that make a page differ from "every item of the partition, in key order". */
const NARROWING_MEMBERS = ['FilterExpression', 'QueryFilter'];

/**
 * Whether a Query of one tournament's matches may be answered with the backend's own bytes once its
 * tournament is known to be visible to the caller: then every match in it is visible, so the filter
 * would keep every item unchanged. Not when attributes were added for the decision (they must be
 * stripped), for a COUNT (rewritten into a fetch), or with a filter expression (the filter would set
 * ScannedCount to the items kept). The LastEvaluatedKey then names a match of that visible tournament,
 * so it is handed out as it is instead of sealed (an unsealed key comes back as a plain start key).
 */
export function mayPassThrough(input: JsonObject, filter: Extract<ResponseFilter, { kind: 'items' }>): boolean {
  return filter.added.length === 0 && !filter.countOnly && NARROWING_MEMBERS.every((member) => input[member] === undefined);
}

const TOURNAMENT_ID_NAME = Buffer.from('"tournamentId"', 'utf8');

/**
 * Whether every "tournamentId" in a backend answer (compact JSON, as DynamoDB and dynalite write it) is a
 * member holding exactly `{"S":"<tournamentId>"}`, with at least one of them: every item and the
 * LastEvaluatedKey then belong to that tournament's partition. This checks the answer itself rather than
 * trusting that the key condition was read as the backend read it. Any other spelling (spaces, escapes,
 * a nested attribute of that name holding another value) fails the check, and the answer goes through the
 * filter as usual. Text inside strings can only add occurrences, which are checked like the others.
 * @example holdsOnlyTournament(Buffer.from('{"Items":[{"tournamentId":{"S":"t1"},"id":{"S":"m1"}}],"Count":1}'), 't1') // true
 */
export function holdsOnlyTournament(body: Buffer, tournamentId: string): boolean {
  const member = Buffer.from(`:{"S":${JSON.stringify(tournamentId)}}`, 'utf8');
  let found = 0;
  for (let at = body.indexOf(TOURNAMENT_ID_NAME); at !== -1; at = body.indexOf(TOURNAMENT_ID_NAME, at + 1)) {
    const value = at + TOURNAMENT_ID_NAME.length;
    if (value + member.length > body.length) return false;
    if (body.compare(member, 0, member.length, value, value + member.length) !== 0) return false;
    found++;
  }
  return found > 0;
}
