import type { DynamoDbSend } from '../aws/dynamodb-backend';
import { each, obj, text, type Plain } from '../live/stored-values';
import { playerPointerKey } from './directory-keys';
import { getItem, s, type DynamoItem } from './directory-store';

/** What the pointers need of a stored team. */
export interface TeamPlayers {
  teamId: string;
  organizerId: string;
  playerIds: string[];
}

/** Pointers this process knows are stored, so a team saved again rewrites none; cleared when this large. */
const MAX_REMEMBERED = 100_000;

/** The team's id, owner and player ids from a plain stored team, or null without a string id. */
export function teamPlayersOf(team: Plain | null): TeamPlayers | null {
  const teamId = text(team?.id);
  if (!team || teamId === undefined) return null;
  return {
    teamId,
    organizerId: text(team.organizerId) ?? '',
    playerIds: each(team.players, (p) => text(obj(p)?.id) ?? null).filter((id) => id !== ''),
  };
}

/** The player → team pointers of the directory table. */
export class PlayerPointers {
  /** playerId → teamId of pointers already written (or read back) by this process. */
  private readonly stored = new Map<string, string>();

  constructor(
    private readonly send: DynamoDbSend,
    private readonly directoryTable: string,
  ) {}

  /**
   * Put requests for the team's players whose pointer this process has not written yet, and what to
   * call once they are stored (so a team saved again rewrites none).
   */
  pointerWrites(team: TeamPlayers): { requests: { put: DynamoItem }[]; written(): void } {
    const missing = [...new Set(team.playerIds)].filter((id) => this.stored.get(id) !== team.teamId);
    return {
      requests: missing.map((playerId) => ({ put: { ...playerPointerKey(playerId), teamId: s(team.teamId), organizerId: s(team.organizerId) } })),
      written: () => {
        if (this.stored.size + missing.length > MAX_REMEMBERED) this.stored.clear();
        for (const playerId of missing) this.stored.set(playerId, team.teamId);
      },
    };
  }

  /**
   * A pointer as stored, told by the change feed (another instance may have written it): what this process
   * remembers follows it, so a team saved here again rewrites a pointer another instance moved elsewhere.
   */
  observed(playerId: string, teamId: string | null): void {
    if (teamId === null) this.stored.delete(playerId);
    else if (this.stored.has(playerId)) this.stored.set(playerId, teamId);
  }

  /** The id of the team the pointer names, or null when the player has none. */
  async teamOf(playerId: string): Promise<string | null> {
    const pointer = await getItem(this.send, this.directoryTable, playerPointerKey(playerId), ['teamId']);
    return text(pointer?.teamId) ?? null;
  }
}
