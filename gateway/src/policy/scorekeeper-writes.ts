import { parseUpdateExpression } from './update-expression';
import { updateActions } from './update-actions';
import type { LinkScope } from './principal';
import type { ItemRule } from './policy-table';
import { requiredObject, optionalString, stringValue, type JsonObject } from './request-shape';
import { PolicyRefusal, commonChecks, conditioned, type PlannedWrite } from './write-rules';

type LinkRule = Extract<ItemRule, { kind: 'link-matches' }>;

/** A path an update writes, as the rule's fields name them: `goals`, `clock`, `statistics.home.redCards`. */
function allowedPath(at: readonly (string | number)[], fields: readonly string[]): boolean {
  const [first] = at;
  if (typeof first !== 'string') return false;
  if (fields.includes(first)) return true;
  // A dotted field allows that one nested attribute (and nothing beside it): statistics.home.redCards.
  return at.length >= 3 && at.slice(0, 3).every((step) => typeof step === 'string') && fields.includes(at.slice(0, 3).join('.'));
}

/**
 * UpdateItem of a match by a scorekeeper link (issue 25). Refused unless the key is a match of the link's
 * tournament (and, for a one-match link, that match) and every path the expression writes is one of the
 * rule's fields. The forwarded write is conditioned on the match existing and, for a pitch link, on the
 * match being on the link's pitch on the link's day as stored when DynamoDB applies the write (for a referee
 * link, on its referee being the match's on that day), so a match moved away from the pitch (or given another
 * referee) is out of reach at once and nothing is ever created.
 * @throws PolicyRefusal, RequestShapeError, ExpressionError
 */
export function planLinkUpdate(rule: LinkRule, action: 'put' | 'update' | 'delete', input: JsonObject, scope: LinkScope | null): PlannedWrite {
  // Only scorekeeper credentials have this rule, and only for updates (the table says so; this holds it).
  if (scope === null || action !== 'update') throw new PolicyRefusal('only a scorekeeper link updates matches this way.');
  const common = commonChecks(input);
  const key = requiredObject(input, 'Key');
  const outside = 'this scorekeeper link covers other matches.';
  if (Object.keys(key).length !== 2 || stringValue(key.tournamentId) !== scope.tournamentId) throw new PolicyRefusal(outside);
  if ('matchId' in scope && stringValue(key.id) !== scope.matchId) throw new PolicyRefusal(outside);
  const expression = optionalString(input, 'UpdateExpression');
  if (expression === undefined) throw new PolicyRefusal('a scorekeeper link writes with an UpdateExpression.');
  parseUpdateExpression(expression, common.names);
  const actions = updateActions(expression, common.names);
  const written = [...actions.SET, ...actions.REMOVE, ...actions.ADD, ...actions.DELETE];
  const refused = written.find((action) => !allowedPath(action.at, rule.fields));
  if (refused) {
    throw new PolicyRefusal(`a scorekeeper link cannot change ${refused.at.join('.')}: only the score, goals, cards, status and clock.`);
  }
  const p = common.placeholders;
  const exists = `attribute_exists(${p.name('id')})`;
  const onDay = (attribute: string, value: string, day: string) => `${exists} AND ${p.name(attribute)} = ${p.value({ S: value })} AND ${p.name('dateISO')} = ${p.value({ S: day })}`;
  const ours = 'matchId' in scope ? exists : 'refereeId' in scope ? onDay('refereeId', scope.refereeId, scope.dateISO) : onDay('pitchId', scope.pitchId, scope.dateISO);
  return { input: conditioned(input, common.condition, ours, p), checks: [] };
}
