import type { CursorSealer } from '../policy/cursor';
import type { BatchWriteEntry, DynamoDbPlan, ExistingItemsCheck, ResponseFilter } from '../policy/dynamodb-policy';
import { TABLE_KEYS } from '../policy/policy-table';
import { filterItems, matchesVisibleIn, type ReadContext } from '../policy/read-filter';
import { isObject, type JsonObject } from '../policy/request-shape';
import { transactSingles } from '../policy/transact-write';
import type { OwnershipCheck } from '../policy/write-rules';
import type { OwnershipLookups } from '../store/ownership-lookups';
import type { TableKey, TableNames } from '../store/tables';
import { errorAnswer, errorTypeOf, jsonAnswer, type DynamoDbAnswer, type DynamoDbSend } from './dynamodb-backend';
import { prefetchTournament, type PrefetchedTournament, type TournamentSource } from './match-query-prefetch';
import { holdsOnlyTournament, mayPassThrough } from './match-query-pass-through';
import type { RecentTournaments } from './recent-tournaments';

export interface ExecuteDeps {
  send: DynamoDbSend;
  lookups: OwnershipLookups;
  tables: TableNames;
  /** The caller's organizerId; null for anonymous callers and the super admin. */
  me: string | null;
  cursors?: CursorSealer;
  /** Tournament facts read moments ago, judging reads of matches; without it every read looks them up. */
  recent?: RecentTournaments;
}

/** How many entries of a split BatchWriteItem run at once: parallel enough to be quick, bounded so one batch cannot flood the backend. */
const BATCH_WRITE_CONCURRENCY = 5;
/** Backend answers that mean "try again later": such entries go back in UnprocessedItems, as DynamoDB does. */
const RETRYABLE = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded', 'InternalServerError']);

type RunnablePlan = Exclude<DynamoDbPlan, { kind: 'refuse' }>;

/**
 * Runs a plan of the policy (everything but refusals): ownership checks first, then the backend call(s),
 * then the answer filtered down to what the caller may see. A write to the tournaments table makes the
 * recent tournament facts forget everything, before it is sent and once it is answered (or failed).
 * @throws when the backend cannot be reached (the proxy answers 503)
 */
export async function executePlan(operation: string, plan: RunnablePlan, deps: ExecuteDeps): Promise<DynamoDbAnswer> {
  const recent = deps.recent && writesTable(operation, plan, deps.tables.tournaments) ? deps.recent : null;
  recent?.forgetAll();
  try {
    return await runPlan(operation, plan, deps);
  } finally {
    recent?.forgetAll();
  }
}

async function runPlan(operation: string, plan: RunnablePlan, deps: ExecuteDeps): Promise<DynamoDbAnswer> {
  const refused = await runChecks(plan.checks, plan.kind === 'batch-write' ? plan.existing : [], deps);
  if (refused) return refused;
  if (plan.kind === 'batch-write') return runBatchWrite(plan.entries, deps);

  const pending = deps.send(operation, plan.input);
  const source: TournamentSource = { tournaments: (ids) => (deps.recent ? deps.recent.lookup(ids, deps.lookups) : deps.lookups.tournaments(ids)) };
  const matchQuery = operation === 'Query' && plan.filter?.kind === 'items' && plan.filter.rule === 'visible-matches' ? plan.filter : null;
  const prefetched = matchQuery ? prefetchTournament(plan.input, deps.tables.matches, source) : null;
  const answer = await pending;
  if (answer.status !== 200 || !plan.filter) return answer;
  if (matchQuery && prefetched && mayPassThrough(plan.input, matchQuery) && (await visibleToCaller(prefetched, deps.me)) && holdsOnlyTournament(answer.body, prefetched.id)) {
    return answer;
  }
  const body = JSON.parse(answer.body.toString('utf8')) as JsonObject;
  const ctx: ReadContext = {
    me: deps.me,
    tournaments: (ids) => (prefetched && ids.length === 1 && ids[0] === prefetched.id ? prefetched.facts : source.tournaments(ids)),
  };
  // Most reads hide nothing: then the backend's own bytes (and CRC) go out without being written again.
  const changed = await applyFilter(body, plan.filter, ctx, deps.cursors);
  return changed ? jsonAnswer(200, body, answer.headers) : answer;
}

/** Whether the prefetched tournament exists and its matches are visible to the caller; false when its lookup failed. */
async function visibleToCaller(prefetched: PrefetchedTournament, me: string | null): Promise<boolean> {
  const facts = await prefetched.facts.catch(() => null);
  const tournament = facts?.get(prefetched.id);
  return tournament !== undefined && matchesVisibleIn(tournament, me);
}

const WRITE_OPERATIONS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** Whether a plan writes to `tableName` (a single write's TableName, or a table of a batch or a transaction). */
function writesTable(operation: string, plan: RunnablePlan, tableName: string): boolean {
  if (plan.kind === 'batch-write') return plan.entries.some((entry) => entry.tableName === tableName);
  if (!WRITE_OPERATIONS.has(operation)) return false;
  if (Array.isArray(plan.input.TransactItems)) return transactSingles(plan.input).some((entry) => entry.input.TableName === tableName);
  const batch = plan.input.RequestItems;
  return plan.input.TableName === tableName || (isObject(batch) && Object.hasOwn(batch, tableName));
}

/** Whether `after` holds exactly the objects of `before`, in order (the filter kept and copied none). */
const sameItems = (before: unknown[], after: JsonObject[]) => before.length === after.length && after.every((item, i) => item === before[i]);

/** Filters `body` in place. @returns whether anything in it changed. */
async function applyFilter(body: JsonObject, filter: ResponseFilter, ctx: ReadContext, cursors: CursorSealer | undefined): Promise<boolean> {
  switch (filter.kind) {
    case 'item': {
      if (!isObject(body.Item)) return false;
      const [visible] = await filterItems(filter.rule, [body.Item], filter.added, ctx);
      if (visible === body.Item) return false;
      // What the caller may not see reads exactly like what does not exist.
      if (visible) body.Item = visible;
      else delete body.Item;
      return true;
    }
    case 'items':
      return filterPage(body, filter, ctx, cursors);
    case 'batch-get': {
      const responses = isObject(body.Responses) ? body.Responses : {};
      const unprocessed = isObject(body.UnprocessedKeys) ? body.UnprocessedKeys : {};
      let changed = false;
      for (const [name, { rule, added, requested }] of Object.entries(filter.tables)) {
        const items = responses[name];
        if (Array.isArray(items)) {
          const visible = await filterItems(rule, items.filter(isObject), added, ctx);
          changed ||= !sameItems(items, visible);
          responses[name] = visible;
        }
        // Echo the caller's own entry (not our augmented projection) so its retry asks what it asked.
        const left = unprocessed[name];
        if (isObject(left)) {
          unprocessed[name] = { ...requested, Keys: left.Keys };
          changed = true;
        }
      }
      return changed;
    }
  }
}

/** A Query's or Scan's page as the caller may see it. @returns whether anything changed. */
async function filterPage(body: JsonObject, filter: Extract<ResponseFilter, { kind: 'items' }>, ctx: ReadContext, cursors: CursorSealer | undefined): Promise<boolean> {
  if (!Array.isArray(body.Items)) return false;
  const items = body.Items;
  const visible = await filterItems(filter.rule, items.filter(isObject), filter.added, ctx);
  let changed = filter.countOnly || !sameItems(items, visible) || body.Count !== visible.length || body.ScannedCount !== visible.length;
  if (filter.countOnly) delete body.Items;
  else body.Items = visible;
  // ScannedCount too: the number of items evaluated would count the invisible ones.
  body.Count = visible.length;
  body.ScannedCount = visible.length;
  if (filter.cursorScope !== undefined && cursors && isObject(body.LastEvaluatedKey)) {
    body.LastEvaluatedKey = cursors.seal(body.LastEvaluatedKey, filter.cursorScope);
    changed = true;
  }
  return changed;
}

async function runChecks(checks: OwnershipCheck[], existing: ExistingItemsCheck[], deps: ExecuteDeps): Promise<DynamoDbAnswer | null> {
  const tournamentIds = [...new Set(checks.map((c) => c.tournamentId))];
  if (tournamentIds.length > 0) {
    const found = await deps.lookups.tournaments(tournamentIds);
    const notOwned = tournamentIds.find((id) => found.get(id)?.organizerId !== deps.me);
    if (notOwned !== undefined) {
      return errorAnswer(403, 'AccessDeniedException', `Access denied: matches may only be created in your own tournaments (${notOwned}).`);
    }
  }
  for (const { tableName, keys } of existing) {
    const table = tableKeyOf(tableName, deps.tables);
    const owners = await deps.lookups.existingOwners(tableName, keys, TABLE_KEYS[table]);
    if (owners.some((owner) => owner !== deps.me)) {
      return errorAnswer(403, 'AccessDeniedException', "Access denied: the batch would replace or delete another organizer's item; nothing was written.");
    }
  }
  return null;
}

/**
 * A BatchWriteItem as individual conditional writes, answered in BatchWriteItem's shape. The checks
 * already refused every batch that could be refused up front; a condition failing now means the item
 * changed hands between check and write, which is reported as an error naming the partial result.
 */
async function runBatchWrite(entries: BatchWriteEntry[], deps: ExecuteDeps): Promise<DynamoDbAnswer> {
  const outcomes = await mapBounded(entries, BATCH_WRITE_CONCURRENCY, async (entry) => {
    try {
      return { entry, answer: await deps.send(entry.operation, entry.input) };
    } catch {
      return { entry, answer: null };
    }
  });
  const unprocessed: Record<string, JsonObject[]> = {};
  let conflicts = 0;
  for (const { entry, answer } of outcomes) {
    if (answer?.status === 200) continue;
    const type = answer ? errorTypeOf(answer) : '';
    if (!answer || answer.status >= 500 || RETRYABLE.has(type)) {
      (unprocessed[entry.tableName] ??= []).push(entry.request);
    } else if (type === 'ConditionalCheckFailedException') {
      conflicts++;
    } else {
      return answer;
    }
  }
  if (conflicts > 0) {
    return errorAnswer(
      400,
      'ConditionalCheckFailedException',
      `${conflicts} of ${entries.length} writes were refused because their items belong to another organizer; the others were applied.`,
    );
  }
  return jsonAnswer(200, { UnprocessedItems: unprocessed });
}

async function mapBounded<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function tableKeyOf(tableName: string, tables: TableNames): TableKey {
  const entry = (Object.entries(tables) as Array<[TableKey, string]>).find(([, name]) => name === tableName);
  if (!entry) throw new Error(`Not an application table: ${tableName}`);
  return entry[0];
}
