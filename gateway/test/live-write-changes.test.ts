import { describe, expect, it } from 'vitest';
import { writeChanges } from '../src/live/write-changes';
import { tableNames } from '../src/store/tables';

const tables = tableNames('pfx-');
const matchKey = (t: string, m: string) => ({ tournamentId: { S: t }, id: { S: m } });

describe('writeChanges', () => {
  const cases: Array<[string, string, Record<string, unknown>, unknown[]]> = [
    ['a score update', 'UpdateItem', { TableName: 'pfx-matches', Key: matchKey('t1', 'm1') }, [{ tournamentId: 't1', matchId: 'm1' }]],
    ['a new match', 'PutItem', { TableName: 'pfx-matches', Item: { ...matchKey('t1', 'm2'), round: { N: '1' } } }, [{ tournamentId: 't1', matchId: 'm2' }]],
    ['a deleted match', 'DeleteItem', { TableName: 'pfx-matches', Key: matchKey('t1', 'm3') }, [{ tournamentId: 't1', matchId: 'm3' }]],
    [
      'a new match names its sides',
      'PutItem',
      { TableName: 'pfx-matches', Item: { ...matchKey('t1', 'm4'), homeTeamId: { S: 'ars' }, awayTeamId: { S: 'che' } } },
      [{ tournamentId: 't1', matchId: 'm4', teamIds: ['ars', 'che'] }],
    ],
    [
      'a new tournament names its teams',
      'PutItem',
      { TableName: 'pfx-tournaments', Item: { id: { S: 't5' }, teamIds: { L: [{ S: 'ars' }, { S: 'che' }, { N: '3' }] } } },
      [{ tournamentId: 't5', teamIds: ['ars', 'che'] }],
    ],
    ['a tournament edit', 'UpdateItem', { TableName: 'pfx-tournaments', Key: { id: { S: 't1' } } }, [{ tournamentId: 't1' }]],
    ['a tournament replaced', 'PutItem', { TableName: 'pfx-tournaments', Item: { id: { S: 't2' } } }, [{ tournamentId: 't2' }]],
    ['a team edit (no live page)', 'UpdateItem', { TableName: 'pfx-teams', Key: { id: { S: 'team' } } }, []],
    ['a table of another prefix', 'UpdateItem', { TableName: 'football-tournaments-matches', Key: matchKey('t1', 'm1') }, []],
    ['a read', 'GetItem', { TableName: 'pfx-matches', Key: matchKey('t1', 'm1') }, []],
    ['a key without strings', 'UpdateItem', { TableName: 'pfx-matches', Key: { tournamentId: { N: '1' }, id: { S: 'm1' } } }, []],
    ['no key at all', 'DeleteItem', { TableName: 'pfx-matches' }, []],
  ];
  it.each(cases)('%s', (_name, operation, input, expected) => {
    expect(writeChanges(operation, input, tables)).toEqual(expected);
  });

  it('lists each put and delete of a batch once, across tables, and skips malformed entries', () => {
    const input = {
      RequestItems: {
        'pfx-matches': [
          { PutRequest: { Item: matchKey('t1', 'm1') } },
          { DeleteRequest: { Key: matchKey('t2', 'm9') } },
          { PutRequest: { Item: { ...matchKey('t1', 'm1'), homeTeamId: { S: 'ars' } } } },
          'garbage',
          { PutRequest: {} },
        ],
        'pfx-tournaments': [{ PutRequest: { Item: { id: { S: 't3' } } } }],
        'pfx-teams': [{ PutRequest: { Item: { id: { S: 'team' } } } }],
        'pfx-organizers': 'not a list',
      },
    };
    expect(writeChanges('BatchWriteItem', input, tables)).toEqual([
      { tournamentId: 't1', matchId: 'm1', teamIds: ['ars'] },
      { tournamentId: 't2', matchId: 'm9' },
      { tournamentId: 't3' },
    ]);
  });
});
