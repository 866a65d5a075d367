import { ExpressionError, readPath, splitTopLevel, tokenize, type DocumentPath } from './expression-tokens';
import { Placeholders } from './placeholders';
import type { ItemRuleKind } from './policy-table';
import { RequestShapeError, optionalString, optionalStringArray, optionalStringMap, optionalObject } from './request-shape';

const WHAT = 'ProjectionExpression';

/**
 * The paths of a ProjectionExpression (`a, #b, c.d[1]`), placeholders resolved.
 * @example projectionPaths('#n, players[0].id', { '#n': 'name' }) // [{ attribute: 'name', nested: false }, { attribute: 'players', nested: true }]
 * @throws ExpressionError
 */
function projectionPaths(expression: string, names: Record<string, string>): DocumentPath[] {
  return splitTopLevel(tokenize(expression, WHAT), WHAT).map((tokens) => {
    const { path, used } = readPath(tokens, names, WHAT);
    if (used !== tokens.length) throw new ExpressionError(`${WHAT}: malformed path.`);
    return path;
  });
}

/**
 * Attributes a read rule needs in each item to decide what the caller sees. `projected` is the set of
 * top-level attributes the caller asked for, or null for all of them.
 */
function decisionAttributes(rule: ItemRuleKind, projected: ReadonlySet<string> | null): string[] {
  switch (rule) {
    case 'visible-tournaments':
      return ['organizerId', 'visibility'];
    case 'visible-matches':
      return ['organizerId', 'tournamentId'];
    case 'public-players':
      // Players are only filtered when they are returned; then the owner decides who sees all of them.
      return projected === null || projected.has('players') ? ['organizerId', 'players'] : [];
    case 'organizer-cards':
      // The email and referees are only removed when returned; then the item's id decides whether it is the caller's own.
      return projected === null || projected.has('email') || projected.has('referees') ? ['id'] : [];
    default:
      return [];
  }
}

/** Whether a Select: 'COUNT' under this rule could count items the caller may not see. */
function countNeedsItems(rule: ItemRuleKind): boolean {
  return rule === 'visible-tournaments' || rule === 'visible-matches';
}

export interface ReadRewrite {
  /** The request (or BatchGetItem table entry) to forward. */
  input: Record<string, unknown>;
  /** Attributes fetched only for the decision: removed from every returned item. */
  added: string[];
  /** Select: 'COUNT' was turned into a fetch of the decision attributes: answer only the visible count. */
  countOnly: boolean;
}

const LEGACY_READ_MEMBERS = ['AttributesToGet', 'ScanFilter', 'QueryFilter', 'KeyConditions'];

/**
 * Makes sure a read returns the attributes `rule` needs: a ProjectionExpression or AttributesToGet that
 * omits them is extended (and `added` lists what to strip from the answer again); Select: 'COUNT' becomes
 * a fetch of just those attributes, so the gateway can count only what the caller may see.
 * A projection reaching inside a decision attribute (`players[0].firstName`) is refused: the whole
 * attribute is needed for the decision and DynamoDB refuses overlapping paths.
 * @throws ExpressionError, RequestShapeError
 */
export function rewriteRead(entry: Record<string, unknown>, rule: ItemRuleKind): ReadRewrite {
  const names = optionalStringMap(entry, 'ExpressionAttributeNames');
  const values = optionalObject(entry, 'ExpressionAttributeValues');
  const projection = optionalString(entry, 'ProjectionExpression');
  const attributesToGet = optionalStringArray(entry, 'AttributesToGet');
  const select = optionalString(entry, 'Select');
  const legacy = LEGACY_READ_MEMBERS.some((m) => entry[m] !== undefined);

  if (select === 'COUNT') {
    if (!countNeedsItems(rule)) return { input: entry, added: [], countOnly: false };
    const needed = decisionAttributes(rule, null);
    const { Select: _select, ...rest } = entry;
    if (legacy) {
      // Expression and legacy members cannot be mixed, so stay legacy.
      return { input: { ...rest, Select: 'SPECIFIC_ATTRIBUTES', AttributesToGet: needed }, added: needed, countOnly: true };
    }
    const placeholders = new Placeholders(names, values as Record<string, unknown> | undefined, expressionsOf(entry));
    const rewritten = { ...rest, ProjectionExpression: needed.map((a) => placeholders.name(a)).join(', ') };
    return { input: { ...rewritten, ...placeholders.members() }, added: needed, countOnly: true };
  }

  if (projection !== undefined) {
    const paths = projectionPaths(projection, names ?? {});
    const projected = new Set(paths.map((p) => p.attribute));
    const needed = decisionAttributes(rule, projected);
    const nestedInside = paths.find((p) => p.nested && needed.includes(p.attribute));
    if (nestedInside) {
      throw new ExpressionError(`${WHAT}: project '${nestedInside.attribute}' as a whole; the gateway needs all of it to decide what you may see.`);
    }
    const missing = needed.filter((a) => !projected.has(a));
    if (missing.length === 0) return { input: entry, added: [], countOnly: false };
    const placeholders = new Placeholders(names, values as Record<string, unknown> | undefined, expressionsOf(entry));
    const extended = [projection, ...missing.map((a) => placeholders.name(a))].join(', ');
    return { input: { ...entry, ProjectionExpression: extended, ...placeholders.members() }, added: missing, countOnly: false };
  }

  if (attributesToGet !== undefined) {
    const projected = new Set(attributesToGet);
    const missing = decisionAttributes(rule, projected).filter((a) => !projected.has(a));
    if (missing.length === 0) return { input: entry, added: [], countOnly: false };
    return { input: { ...entry, AttributesToGet: [...attributesToGet, ...missing] }, added: missing, countOnly: false };
  }

  if (select === 'SPECIFIC_ATTRIBUTES') throw new RequestShapeError('Select SPECIFIC_ATTRIBUTES needs a ProjectionExpression or AttributesToGet.');
  return { input: entry, added: [], countOnly: false };
}

/** Every expression text of a request, for choosing collision-free placeholders. */
export function expressionsOf(input: Record<string, unknown>): string[] {
  return ['ProjectionExpression', 'FilterExpression', 'KeyConditionExpression', 'ConditionExpression', 'UpdateExpression']
    .map((m) => input[m])
    .filter((v): v is string => typeof v === 'string');
}
