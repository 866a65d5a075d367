import { describe, expect, it } from 'vitest';
import { PlayerPointers } from '../src/directory/player-pointers';
import { feedListener } from '../src/feed/feed-listener';
import { tableNames } from '../src/store/tables';

const tables = tableNames('t-');
const DIRECTORY = 't-directory';

function listen() {
  const writes: string[] = [];
  const forgotten: string[] = [];
  const pointers: Array<[string, string | null]> = [];
  const listener = feedListener({
    onWrite: (operation, input) => writes.push(`${operation} ${String(input.TableName)}`),
    sessions: { forgetRemembered: (id) => forgotten.push(id) },
    directory: { pointerObserved: (playerId, teamId) => pointers.push([playerId, teamId]) },
    tables,
    directoryTable: DIRECTORY,
  });
  return { listener, writes, forgotten, pointers };
}

describe('what an instance does with a write its change feed reports', () => {
  it('hands every write to the public services, forgets deleted sessions and follows stored player pointers', () => {
    const { listener, writes, forgotten, pointers } = listen();
    listener('PutItem', { TableName: tables.matches, Item: { tournamentId: { S: 'c' }, id: { S: 'm1' } } });
    listener('DeleteItem', { TableName: tables['auth-sessions'], Key: { id: { S: 'hash1' } } });
    listener('PutItem', { TableName: DIRECTORY, Item: { pk: { S: 'player#p1' }, sk: { S: 'team' }, teamId: { S: 'ty' } } });
    listener('DeleteItem', { TableName: DIRECTORY, Key: { pk: { S: 'player#p2' }, sk: { S: 'team' } } });
    // Neither a team's documents nor a lease are pointers.
    listener('PutItem', { TableName: DIRECTORY, Item: { pk: { S: 'team#tx' }, sk: { S: 'profile' } } });
    listener('PutItem', { TableName: DIRECTORY, Item: { pk: { S: 'lease#team:tx' }, sk: { S: 'lease' } } });
    expect(writes).toEqual([`PutItem ${tables.matches}`, `DeleteItem ${tables['auth-sessions']}`, `PutItem ${DIRECTORY}`, `DeleteItem ${DIRECTORY}`, `PutItem ${DIRECTORY}`, `PutItem ${DIRECTORY}`]);
    expect(forgotten).toEqual(['hash1']);
    expect(pointers).toEqual([
      ['p1', 'ty'],
      ['p2', null],
    ]);
  });
});

describe('PlayerPointers told of a pointer another instance stored', () => {
  it('rewrites a pointer it once wrote when another instance moved it elsewhere (the X→Y→X 404)', () => {
    const pointers = new PlayerPointers(() => Promise.reject(new Error('not read here')), DIRECTORY);
    const team = (teamId: string) => ({ teamId, organizerId: 'o1', playerIds: ['p1'] });
    pointers.pointerWrites(team('tx')).written();
    expect(pointers.pointerWrites(team('tx')).requests).toEqual([]);
    pointers.observed('p1', 'ty');
    expect(pointers.pointerWrites(team('tx')).requests).toHaveLength(1);
    pointers.pointerWrites(team('tx')).written();
    pointers.observed('p1', null);
    expect(pointers.pointerWrites(team('tx')).requests).toHaveLength(1);
  });
});
