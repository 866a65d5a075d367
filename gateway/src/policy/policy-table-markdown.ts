import { APP_TABLES, AUTH_TABLES, type TableKey } from '../store/tables';
import {
  CALLERS,
  DYNAMODB_POLICY,
  ITEM_ACTIONS,
  ITEM_OPERATIONS,
  OBJECT_ACTIONS,
  OBJECT_AREAS,
  OBJECT_POLICY,
  UNSUPPORTED_OPERATIONS,
  type Caller,
  type ItemAction,
  type ItemRule,
  type ObjectAction,
  type ObjectRule,
} from './policy-table';

/** The README markers between which the generated table lives. */
const POLICY_TABLE_START = '<!-- policy-table:start -->';
const POLICY_TABLE_END = '<!-- policy-table:end -->';

const CALLER_TITLES: Record<Caller, string> = { anonymous: 'visitor (anonymous)', organizer: 'organizer', superAdmin: 'super admin', scorekeeper: 'scorekeeper link' };
const ACTION_TITLES: Record<ItemAction, string> = { read: 'read', put: 'create / replace', update: 'update', delete: 'delete' };
const OBJECT_ACTION_TITLES: Record<ObjectAction, string> = { read: 'read (GET, HEAD)', write: 'upload (PUT)', delete: 'delete (DELETE)' };

/**
 * The "Who can do what" table of the README, rendered from policy-table.ts (`npx tsx
 * gateway/scripts/print-policy-table.ts --write` puts it there; a test checks they are identical).
 */
export function renderPolicyTable(): string {
  const header = `| data | operation | ${CALLERS.map((c) => CALLER_TITLES[c]).join(' | ')} |`;
  const rows: string[] = [header, `|${' --- |'.repeat(CALLERS.length + 2)}`];
  for (const table of [...APP_TABLES, ...AUTH_TABLES] as TableKey[]) {
    const cells = ITEM_ACTIONS.map((action) => CALLERS.map((caller) => describeItemRule(DYNAMODB_POLICY[table][action][caller], action, caller)));
    const same = cells.every((row) => row.join('|') === cells[0]?.join('|'));
    if (same) {
      rows.push(`| \`${table}\` | every operation | ${(cells[0] ?? []).join(' | ')} |`);
      continue;
    }
    ITEM_ACTIONS.forEach((action, i) => rows.push(`| \`${table}\` | ${ACTION_TITLES[action]} (${operationsFor(action)}) | ${(cells[i] ?? []).join(' | ')} |`));
  }
  for (const area of OBJECT_AREAS) {
    for (const action of OBJECT_ACTIONS) {
      const cells = CALLERS.map((caller) => describeObjectRule(OBJECT_POLICY[area][action][caller], action, area));
      rows.push(`| images \`${area}/…\` | ${OBJECT_ACTION_TITLES[action]} | ${cells.join(' | ')} |`);
    }
  }
  const notes = [
    '',
    `Every other DynamoDB operation (${UNSUPPORTED_OPERATIONS.length} of them: transactions, PartiQL, table management, backups, tags, describe and list calls) is refused for every caller. ` +
      'Refused writes change nothing: ownership is checked by conditions DynamoDB evaluates atomically with the write, ANDed with the caller’s own condition, ' +
      'and a BatchWriteItem is checked entry by entry before its first write. Uploads are checked by their bytes (JPEG, PNG or WebP, at most 10 MB); ' +
      'stored images are public under `/media/`.',
  ];
  return [...rows, ...notes].join('\n');
}

function operationsFor(action: ItemAction): string {
  const names = Object.entries(ITEM_OPERATIONS)
    .filter(([, actions]) => (actions as readonly ItemAction[]).includes(action))
    .map(([name]) => (name === 'BatchWriteItem' ? `BatchWriteItem ${action === 'put' ? 'PutRequest' : 'DeleteRequest'}` : name));
  return names.join(', ');
}

function describeItemRule(rule: ItemRule, action: ItemAction, caller: Caller): string {
  switch (rule.kind) {
    case 'deny':
      return `no: ${rule.why}`;
    case 'everything':
      return action === 'read' ? 'every item' : 'any item';
    case 'public-players':
      return caller === 'organizer' ? 'every team; players with `isPublic` false only in its own teams' : 'every team, with only its `isPublic` players';
    case 'organizer-cards':
      return caller === 'organizer' ? 'every item; the sign-in `email` and `referees` only of its own' : 'every item, without the sign-in `email` and `referees`';
    case 'visible-tournaments':
      return caller === 'organizer' ? 'non-private tournaments and its own private ones' : 'non-private tournaments (private ones read as absent)';
    case 'visible-matches':
      return caller === 'organizer'
        ? 'matches of non-private tournaments and of its own tournaments'
        : 'matches of non-private tournaments (the others read as absent)';
    case 'own-items':
      if (action === 'put') return 'items with its own `organizerId`; never replaces another organizer’s item';
      if (action === 'update') return 'its own items; `organizerId` and key attributes cannot change';
      return 'its own items';
    case 'own-items-in-own-tournament':
      return 'matches with its own `organizerId`, only in its own tournaments; never replaces another organizer’s match';
    case 'own-organizer-item':
      return `only its own organizer item; not ${rule.frozen.map((a) => `\`${a}\``).join(', ')}`;
    case 'link-matches':
      return `only its own matches (the link's match, or those on its pitch or of its referee that day), never created; only ${rule.fields.map((a) => `\`${a}\``).join(', ')}`;
  }
}

function describeObjectRule(rule: ObjectRule, action: ObjectAction, area: string): string {
  switch (rule.kind) {
    case 'deny':
      return `no: ${rule.why}`;
    case 'everything':
      return action === 'read' ? 'every object' : 'any key of the spec’s shapes';
    case 'own-resource':
      return area === 'teams' ? 'keys of its own teams (player photos: players of that team)' : 'keys of its own tournaments';
  }
}

/** `readme` with the text between the policy-table markers replaced by `table`. */
export function replacePolicyTable(readme: string, table: string): string {
  const start = readme.indexOf(POLICY_TABLE_START);
  const end = readme.indexOf(POLICY_TABLE_END);
  if (start < 0 || end < start) throw new Error(`README lacks the ${POLICY_TABLE_START} … ${POLICY_TABLE_END} markers`);
  return `${readme.slice(0, start + POLICY_TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}
