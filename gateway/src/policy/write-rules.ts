import type { TableKey } from '../store/tables';
import { assertBalanced } from './expression-tokens';
import { andConditions, Placeholders } from './placeholders';
import { OWNER_ATTRIBUTE, TABLE_KEYS, type ItemRule } from './policy-table';
import { expressionsOf } from './projection';
import {
  RequestShapeError,
  optionalObject,
  optionalString,
  optionalStringMap,
  requiredObject,
  stringValue,
  type JsonObject,
} from './request-shape';
import { addSetAction, parseUpdateExpression } from './update-expression';

/** A write the policy refuses; answered 403 AccessDeniedException with this message. */
export class PolicyRefusal extends Error {}

/** Something to verify against the tables before the write is forwarded. */
export type OwnershipCheck = { kind: 'tournament-owned'; tournamentId: string };

export interface PlannedWrite {
  /** The input to forward, with the ownership conditions ANDed onto the caller's own. */
  input: JsonObject;
  checks: OwnershipCheck[];
}

type WriteRule = Extract<ItemRule, { kind: 'own-items' | 'own-items-in-own-tournament' | 'own-organizer-item' }>;

/** Members the conditioned writes cannot honour: legacy conditions cannot be mixed with the ConditionExpression we add. */
const LEGACY_WRITE_MEMBERS = ['Expected', 'ConditionalOperator', 'AttributeUpdates'];

/**
 * PutItem for an organizer: the item must carry the caller's organizerId, and it may only replace an
 * item that is absent or already the caller's (`attribute_not_exists(<key>) OR organizerId = :me`,
 * checked atomically by DynamoDB). Matches also need the caller's own tournament (checked before).
 */
export function planPut(rule: WriteRule, table: TableKey, input: JsonObject, me: string): PlannedWrite {
  const common = commonChecks(input);
  const item = requiredObject(input, 'Item');
  if (rule.kind === 'own-organizer-item') throw new PolicyRefusal('organizer items are created through /admin/organizers.');
  if (stringValue(item[OWNER_ATTRIBUTE]) !== me) {
    throw new PolicyRefusal(`items you create must carry your own ${OWNER_ATTRIBUTE} (${me}).`);
  }
  const checks: OwnershipCheck[] = [];
  if (rule.kind === 'own-items-in-own-tournament') {
    const tournamentId = stringValue(item.tournamentId);
    if (!tournamentId) throw new RequestShapeError('A match needs a string tournamentId.');
    checks.push({ kind: 'tournament-owned', tournamentId });
  }
  const p = common.placeholders;
  const ours = `attribute_not_exists(${p.name(partitionKey(table))}) OR ${p.name(OWNER_ATTRIBUTE)} = ${p.value({ S: me })}`;
  return { input: conditioned(input, common.condition, ours, p), checks };
}

/**
 * UpdateItem: refused when it writes organizerId, a key attribute or a frozen attribute (targets parsed,
 * placeholders resolved). Owned tables get `organizerId = :me` as a condition (so the item must exist
 * and be the caller's) and `SET organizerId = :me` added, which DynamoDB would refuse as an overlapping
 * path should our parser ever miss a write to it. The organizer item: only the caller's own, existing one.
 */
export function planUpdate(rule: WriteRule, table: TableKey, input: JsonObject, me: string): PlannedWrite {
  const common = commonChecks(input);
  const key = requiredObject(input, 'Key');
  const expression = optionalString(input, 'UpdateExpression');
  const parsed = expression === undefined ? null : parseUpdateExpression(expression, common.names);
  const frozen = rule.kind === 'own-organizer-item' ? rule.frozen : [OWNER_ATTRIBUTE, ...TABLE_KEYS[table]];
  const touched = parsed?.targets.find((t) => frozen.includes(t.attribute));
  if (touched) throw new PolicyRefusal(`${touched.attribute} cannot be changed.`);

  const p = common.placeholders;
  if (rule.kind === 'own-organizer-item') {
    if (Object.keys(key).length !== 1 || stringValue(key.id) !== me) {
      throw new PolicyRefusal('you may update only your own organizer item.');
    }
    const ours = `attribute_exists(${p.name('id')})`;
    return { input: conditioned(input, common.condition, ours, p), checks: [] };
  }
  const owner = p.name(OWNER_ATTRIBUTE);
  const meValue = p.value({ S: me });
  const withOwner = { ...input, UpdateExpression: addSetAction(expression, parsed, `${owner} = ${meValue}`) };
  return { input: conditioned(withOwner, common.condition, `${owner} = ${meValue}`, p), checks: [] };
}

/**
 * DeleteItem: only an item that is the caller's, or absent (deleting nothing stays a harmless no-op,
 * as the browser's clean-ups expect).
 */
export function planDelete(rule: WriteRule, table: TableKey, input: JsonObject, me: string): PlannedWrite {
  const common = commonChecks(input);
  requiredObject(input, 'Key');
  if (rule.kind === 'own-organizer-item') throw new PolicyRefusal('organizer items are deleted through /admin/organizers.');
  const p = common.placeholders;
  const ours = `attribute_not_exists(${p.name(partitionKey(table))}) OR ${p.name(OWNER_ATTRIBUTE)} = ${p.value({ S: me })}`;
  return { input: conditioned(input, common.condition, ours, p), checks: [] };
}

/** The checks every conditioned write starts with: no legacy members, no values on a failed check; the caller's maps. */
export function commonChecks(input: JsonObject): { condition: string | undefined; names: Record<string, string>; placeholders: Placeholders } {
  const legacy = LEGACY_WRITE_MEMBERS.find((m) => input[m] !== undefined);
  if (legacy) throw new RequestShapeError(`${legacy} is not accepted; use ConditionExpression / UpdateExpression.`);
  const onFailure = optionalString(input, 'ReturnValuesOnConditionCheckFailure');
  if (onFailure !== undefined && onFailure !== 'NONE') {
    // On a failed ownership check it would hand back another organizer's item.
    throw new PolicyRefusal('ReturnValuesOnConditionCheckFailure is not available to organizers.');
  }
  const condition = optionalString(input, 'ConditionExpression');
  if (condition !== undefined) assertBalanced(condition, 'ConditionExpression');
  const names = optionalStringMap(input, 'ExpressionAttributeNames') ?? {};
  const values = optionalObject(input, 'ExpressionAttributeValues');
  return { condition, names, placeholders: new Placeholders(names, values, expressionsOf(input)) };
}

/** `input` with `ours` ANDed onto the caller's condition and the placeholders' maps. */
export function conditioned(input: JsonObject, callerCondition: string | undefined, ours: string, p: Placeholders): JsonObject {
  return { ...input, ConditionExpression: andConditions(callerCondition, ours), ...p.members() };
}

function partitionKey(table: TableKey): string {
  return TABLE_KEYS[table][0] ?? 'id';
}
