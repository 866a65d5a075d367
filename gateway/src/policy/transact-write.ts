import { RequestShapeError, isObject, type JsonObject } from './request-shape';
import type { OwnershipCheck } from './write-rules';

/** The single-item operation each TransactWriteItems entry member stands for. */
const ENTRY_OPERATIONS = { Put: 'PutItem', Update: 'UpdateItem', Delete: 'DeleteItem' } as const;
type EntryMember = keyof typeof ENTRY_OPERATIONS;
export type TransactEntryOperation = (typeof ENTRY_OPERATIONS)[EntryMember];

/** What the policy's planner answers for one single write (dynamodb-policy.ts DynamoDbPlan, without importing it back). */
type SinglePlan<Refusal> = Refusal | { kind: 'forward'; input: JsonObject; checks: OwnershipCheck[] } | { kind: 'batch-write' };

/** DynamoDB's own limit per TransactWriteItems. */
const MAX_TRANSACT_WRITE_ENTRIES = 100;

/** One entry of a TransactWriteItems, as the single write it stands for. */
interface TransactEntry {
  member: EntryMember;
  operation: TransactEntryOperation;
  input: JsonObject;
}

/**
 * The entries of a TransactWriteItems request, each as the single PutItem/UpdateItem/DeleteItem it stands
 * for, so every entry is judged by exactly the rules (and gets exactly the injected conditions) of that
 * single write. ConditionCheck entries and any top-level member but TransactItems and ClientRequestToken are
 * refused: nothing the app sends needs them, and each would need rules of its own.
 * @throws RequestShapeError
 */
function transactEntries(input: JsonObject): TransactEntry[] {
  for (const member of Object.keys(input)) {
    // Also a table-bearing member spelled in another case ('transactitems') is refused here.
    if (member !== 'TransactItems' && member !== 'ClientRequestToken') throw new RequestShapeError(`TransactWriteItems: ${member} is not supported.`);
  }
  const items = input.TransactItems;
  if (!Array.isArray(items) || items.length === 0) throw new RequestShapeError('TransactItems must be a non-empty list.');
  if (items.length > MAX_TRANSACT_WRITE_ENTRIES) throw new RequestShapeError(`TransactWriteItems takes at most ${MAX_TRANSACT_WRITE_ENTRIES} entries.`);
  return items.map((item, i) => {
    const members = isObject(item) ? Object.keys(item) : [];
    const member = members[0];
    if (members.length !== 1 || !isEntryMember(member) || !isObject((item as JsonObject)[member])) {
      throw new RequestShapeError(`TransactItems[${i}] must be exactly one of Put, Update or Delete.`);
    }
    return { member, operation: ENTRY_OPERATIONS[member], input: (item as JsonObject)[member] as JsonObject };
  });
}

/**
 * A TransactWriteItems (only where the store has transactions): each entry planned by `planSingle` exactly as
 * the single PutItem/UpdateItem/DeleteItem it stands for (the same rules and injected conditions), then sent
 * as one transaction, so the engine writes all of them or none. Any entry refused refuses the whole request.
 * Ownership checks become ConditionChecks inside the transaction (ownershipConditions).
 * @throws PolicyRefusal, RequestShapeError, ExpressionError (prefixed with the entry's index)
 */
export function planTransactWrite<Refusal extends { kind: 'refuse'; message: string }>(
  input: JsonObject,
  tournamentsTable: string,
  me: string | null,
  planSingle: (call: { operation: TransactEntryOperation; input: JsonObject }) => SinglePlan<Refusal>,
): Refusal | { kind: 'forward'; input: JsonObject; checks: OwnershipCheck[]; filter: null } {
  const entries: Array<{ member: EntryMember; input: JsonObject; checks: OwnershipCheck[] }> = [];
  for (const [i, entry] of transactEntries(input).entries()) {
    let single: SinglePlan<Refusal>;
    try {
      single = planSingle({ operation: entry.operation, input: entry.input });
    } catch (err) {
      if (err instanceof Error) err.message = `TransactItems[${i}]: ${err.message}`;
      throw err;
    }
    if (single.kind === 'refuse') return { ...single, message: single.message.replace(/^(Access denied: )?/, `$1TransactItems[${i}]: `) };
    if (single.kind !== 'forward') throw new Error(`${entry.operation} planned as ${single.kind}`);
    entries.push({ member: entry.member, input: single.input, checks: single.checks });
  }
  const ownership = ownershipConditions(entries.flatMap((e) => e.checks), entries, tournamentsTable, me);
  return { kind: 'forward', input: transactInput(input, [...entries, ...ownership]), checks: [], filter: null };
}

/**
 * A transaction's "the tournament is mine" checks, made part of the transaction (no read-then-write race): a
 * ConditionCheck per tournament, unless an entry of the transaction writes that tournament itself (each such
 * entry is conditioned on the caller's ownership already, and DynamoDB allows one entry per item).
 */
function ownershipConditions(checks: OwnershipCheck[], entries: Array<{ input: JsonObject }>, tournamentsTable: string, me: string | null): Array<{ member: 'ConditionCheck'; input: JsonObject }> {
  const written = new Set(
    entries.filter((e) => e.input.TableName === tournamentsTable).map((e) => JSON.stringify(((e.input.Key ?? e.input.Item) as JsonObject | undefined)?.id ?? null)),
  );
  const ids = [...new Set(checks.map((c) => c.tournamentId))].filter((id) => !written.has(JSON.stringify({ S: id })));
  return ids.map((id) => ({
    member: 'ConditionCheck',
    input: {
      TableName: tournamentsTable,
      Key: { id: { S: id } },
      ConditionExpression: '#owner = :me',
      ExpressionAttributeNames: { '#owner': 'organizerId' },
      ExpressionAttributeValues: { ':me': { S: me ?? '' } },
    },
  }));
}

/** The TransactWriteItems to forward: the planned entries in order, with the caller's idempotency token. */
function transactInput(caller: JsonObject, entries: Array<{ member: EntryMember | 'ConditionCheck'; input: JsonObject }>): JsonObject {
  return {
    TransactItems: entries.map(({ member, input }) => ({ [member]: input })),
    ...(caller.ClientRequestToken !== undefined ? { ClientRequestToken: caller.ClientRequestToken } : {}),
  };
}

/**
 * The single writes of a TransactWriteItems already planned or acknowledged (its shape checked), for what
 * follows a write: each entry reported to onWrite as the PutItem/UpdateItem/DeleteItem it stands for.
 */
export function transactSingles(input: Record<string, unknown>): Array<{ operation: TransactEntryOperation; input: JsonObject }> {
  const items = Array.isArray(input.TransactItems) ? (input.TransactItems as unknown[]) : [];
  return items.flatMap((item) => {
    const member = isObject(item) ? Object.keys(item)[0] : undefined;
    return isEntryMember(member) && isObject((item as JsonObject)[member]) ? [{ operation: ENTRY_OPERATIONS[member], input: (item as JsonObject)[member] as JsonObject }] : [];
  });
}

function isEntryMember(member: string | undefined): member is EntryMember {
  return member !== undefined && Object.hasOwn(ENTRY_OPERATIONS, member);
}
