import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as dynamodbSdk from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { renderPolicyTable, replacePolicyTable } from '../src/policy/policy-table-markdown';
import {
  CALLERS,
  DYNAMODB_POLICY,
  ITEM_ACTIONS,
  ITEM_OPERATIONS,
  OBJECT_ACTIONS,
  OBJECT_AREAS,
  OBJECT_POLICY,
  UNSUPPORTED_OPERATIONS,
  type ItemRuleKind,
} from '../src/policy/policy-table';
import { APP_TABLES, AUTH_TABLES } from '../src/store/tables';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md');

describe('the policy definition', () => {
  it('is what the README shows (regenerate with: npx tsx gateway/scripts/print-policy-table.ts --write)', async () => {
    const readme = await readFile(README, 'utf8');
    // What the script's --write would produce: the README as it is.
    expect(replacePolicyTable(readme, renderPolicyTable())).toBe(readme);
  });

  it('names every operation of the DynamoDB SDK as an item operation or an unsupported one', () => {
    const sdkOperations = Object.keys(dynamodbSdk)
      .filter((name) => /^[A-Z]\w*Command$/.test(name))
      .map((name) => name.slice(0, -'Command'.length));
    const known = new Set<string>([...Object.keys(ITEM_OPERATIONS), ...UNSUPPORTED_OPERATIONS]);
    expect(sdkOperations.length).toBeGreaterThan(50);
    expect(sdkOperations.filter((op) => !known.has(op))).toEqual([]);
    expect(Object.keys(ITEM_OPERATIONS).filter((op) => (UNSUPPORTED_OPERATIONS as readonly string[]).includes(op))).toEqual([]);
  });

  // The rules, stated independently of the table, so that a loosened table fails here.
  it('never lets a browser credential near the auth tables', () => {
    for (const table of AUTH_TABLES) for (const action of ITEM_ACTIONS) for (const caller of CALLERS) expect(DYNAMODB_POLICY[table][action][caller].kind).toBe('deny');
  });

  it('keeps anonymous callers read-only, and lets them read only what public pages show', () => {
    for (const table of APP_TABLES) for (const action of ['put', 'update', 'delete'] as const) expect(DYNAMODB_POLICY[table][action].anonymous.kind).toBe('deny');
    const reads = Object.fromEntries(APP_TABLES.map((t) => [t, DYNAMODB_POLICY[t].read.anonymous.kind]));
    expect(reads).toEqual({ organizers: 'organizer-cards', teams: 'public-players', tournaments: 'visible-tournaments', matches: 'visible-matches' });
    for (const area of OBJECT_AREAS) {
      expect(OBJECT_POLICY[area].write.anonymous.kind).toBe('deny');
      expect(OBJECT_POLICY[area].delete.anonymous.kind).toBe('deny');
    }
  });

  it('lets organizers write only their own items, and organizers only through /admin', () => {
    const allowed: Record<string, readonly ItemRuleKind[]> = {
      'organizers.put': ['deny'],
      'organizers.update': ['own-organizer-item'],
      'organizers.delete': ['deny'],
      'matches.put': ['own-items-in-own-tournament'],
    };
    for (const table of APP_TABLES) {
      for (const action of ['put', 'update', 'delete'] as const) {
        const kind = DYNAMODB_POLICY[table][action].organizer.kind;
        expect(allowed[`${table}.${action}`] ?? ['own-items'], `${table} ${action}`).toContain(kind);
      }
      // Organizers see no more than the anonymous view plus their own data.
      expect(DYNAMODB_POLICY[table].read.organizer.kind).toBe(DYNAMODB_POLICY[table].read.anonymous.kind);
    }
    const frozen = DYNAMODB_POLICY.organizers.update.organizer;
    expect(frozen.kind === 'own-organizer-item' && [...frozen.frozen].sort()).toEqual(['email', 'id', 'name']);
    for (const area of OBJECT_AREAS) for (const action of ['write', 'delete'] as const) expect(OBJECT_POLICY[area][action].organizer.kind).toBe('own-resource');
  });

  it('gives the super admin every application table (organizers created and deleted through /admin)', () => {
    for (const table of APP_TABLES) {
      for (const action of ITEM_ACTIONS) {
        const expected = table === 'organizers' && (action === 'put' || action === 'delete') ? 'deny' : 'everything';
        expect(DYNAMODB_POLICY[table][action].superAdmin.kind, `${table} ${action}`).toBe(expected);
      }
    }
    for (const area of OBJECT_AREAS) for (const action of OBJECT_ACTIONS) expect(OBJECT_POLICY[area][action].superAdmin.kind).toBe('everything');
  });

  it('lets a scorekeeper link update only the score, goals, cards, status and clock of matches, and read what visitors read', () => {
    for (const table of APP_TABLES) {
      expect(DYNAMODB_POLICY[table].read.scorekeeper.kind).toBe(DYNAMODB_POLICY[table].read.anonymous.kind);
      for (const action of ['put', 'update', 'delete'] as const) {
        const rule = DYNAMODB_POLICY[table][action].scorekeeper;
        expect(rule.kind, `${table} ${action}`).toBe(table === 'matches' && action === 'update' ? 'link-matches' : 'deny');
      }
    }
    const matches = DYNAMODB_POLICY.matches.update.scorekeeper;
    expect(matches.kind === 'link-matches' && [...matches.fields].sort()).toEqual(
      ['awayGoals', 'cards', 'clock', 'goals', 'homeGoals', 'statistics.away.redCards', 'statistics.away.yellowCards', 'statistics.home.redCards', 'statistics.home.yellowCards', 'status', 'version'],
    );
    for (const area of OBJECT_AREAS) for (const action of ['write', 'delete'] as const) expect(OBJECT_POLICY[area][action].scorekeeper.kind).toBe('deny');
  });
});
