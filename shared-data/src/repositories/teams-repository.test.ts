import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Player, Team } from 'shared-domain';
import { configureData } from '../config/runtime-config';
import { teamsRepository } from './teams-repository';

const send = vi.fn();
vi.mock('../clients/aws-clients', () => ({ documentClient: () => ({ send }) }));

const player = (id: string, isPublic: boolean): Player => ({ id, firstName: 'A', lastName: id, position: 'Forward', isPublic, createdAtISO: '' });
const team = (id: string, players: Player[]): Team => ({ id, name: id, colors: [], organizerId: 'org', createdAtISO: '', players });

beforeEach(() => {
  configureData({ gatewayUrl: 'http://gateway.test', region: 'us-east-1', bucket: 'b', tablePrefix: 'p-' });
  send.mockReset();
});

describe('findPublicPlayer', () => {
  it('follows pagination past empty pages and stops at the team holding the player', async () => {
    const pages = [
      { Items: [team('t1', [player('p1', true)])], LastEvaluatedKey: { id: 't1' } },
      { Items: [], LastEvaluatedKey: { id: 'tx' } },
      { Items: [team('t2', [player('p2', true), player('p3', true)])], LastEvaluatedKey: { id: 't2' } },
      { Items: [team('t3', [])] },
    ];
    send.mockImplementation(async () => pages.shift());
    const found = await teamsRepository.findPublicPlayer('p3');
    expect(found?.team.id).toBe('t2');
    expect(found?.player.id).toBe('p3');
    expect(send).toHaveBeenCalledTimes(3);
    const inputs = send.mock.calls.map(([command]) => (command as ScanCommand).input);
    expect(inputs.map((i) => i.ExclusiveStartKey)).toEqual([undefined, { id: 't1' }, { id: 'tx' }]);
    expect(inputs[0]).toMatchObject({ TableName: 'p-teams', ProjectionExpression: 'id, #name, logo, colors, players' });
  });

  it('answers null for a hidden player (an organizer reading its own team sees hidden players too)', async () => {
    send.mockResolvedValue({ Items: [team('t1', [player('p1', false)])] });
    expect(await teamsRepository.findPublicPlayer('p1')).toBeNull();
  });

  it('answers null after the last page when no team holds the player', async () => {
    const pages = [{ Items: [team('t1', [])], LastEvaluatedKey: { id: 't1' } }, { Items: [team('t2', [player('p2', true)])] }];
    send.mockImplementation(async () => pages.shift());
    expect(await teamsRepository.findPublicPlayer('nobody')).toBeNull();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not scan for an empty id', async () => {
    expect(await teamsRepository.findPublicPlayer('')).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('getMany', () => {
  it('reads every distinct id in parallel and leaves out missing teams and failed reads', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    let inFlight = 0;
    let maxInFlight = 0;
    send.mockImplementation(async (command: GetCommand) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      const id = command.input.Key!.id as string;
      if (id === 'broken') throw new Error('network');
      return { Item: id === 'gone' ? undefined : team(id, []) };
    });
    const teams = await teamsRepository.getMany(['a', 'gone', 'b', 'a', 'broken']);
    expect([...teams.keys()]).toEqual(['a', 'b']);
    expect(send).toHaveBeenCalledTimes(4);
    expect(maxInFlight).toBe(4);
    expect(quiet).toHaveBeenCalledTimes(1);
    quiet.mockRestore();
  });
});
