import { PLAYOFF_MATCH_FIELDS, isPlaceholder, publicMatchView, resolvedMatchSides, type Match, type PublicMatchView } from 'shared-domain';
import { cupMatchView } from 'shared-domain/groups-knockout';
import { matchPlace } from 'shared-domain/kickoff';
import { statisticsWithCards } from 'shared-domain/match-clock';
import type { DynamoDbSend } from '../aws/dynamodb-backend';
import type { TableNames } from '../store/tables';
import { batchGetItems, projection } from '../store/batch-get';
import { PublicReadError, backendRead } from './backend-read';
import { fromDynamoDbItem } from './dynamodb-json';
import { storedMatch } from './stored-match';
import { storedTeam } from './stored-team';
import { storedTournament } from './stored-tournament';
import { queryPages } from './query-pages';
import type { Plain } from './stored-values';

/** What the bracket needs of a tournament's other matches: far less than whole items with lineups and goals. */
const BRACKET_FIELDS = [...PLAYOFF_MATCH_FIELDS, 'tournamentId', 'round'];
const TOURNAMENT_FIELDS = ['id', 'name', 'logo', 'visibility', 'format', 'playoffBracket', 'timeZone', 'venues'];
const TEAM_FIELDS = ['id', 'name', 'logo', 'colors', 'players'];
const MAX_BATCH_ATTEMPTS = 4;

/**
 * Builds PublicMatchView documents from the tables, reading as the gateway beneath the trust boundary
 * (the same raw path as forwarded calls). Privacy is decided by publicMatchView: a private or missing
 * tournament, a missing match or one of another tournament all read as null. Stored items of any shape
 * are read through the stored-* shape checks, so a malformed item counts as absent instead of failing.
 */
export class PublicMatchReader {
  constructor(
    private readonly send: DynamoDbSend,
    private readonly tables: TableNames,
  ) {}

  /** @throws PublicReadError (backend-read.ts) when the backend cannot answer */
  async read(tournamentId: string, matchId: string): Promise<PublicMatchView | null> {
    const [tournament, match] = await Promise.all([
      this.getItem(this.tables.tournaments, { id: { S: tournamentId } }, TOURNAMENT_FIELDS).then(storedTournament),
      this.getItem(this.tables.matches, { tournamentId: { S: tournamentId }, id: { S: matchId } }).then(storedMatch),
    ]);
    // Checked before the other reads so a private tournament costs nothing more; publicMatchView decides again.
    if (!tournament || tournament.visibility === 'private' || !match || match.tournamentId !== tournament.id) return null;
    const tournamentMatches = match.isPlayoff ? await this.bracketMatches(tournamentId) : undefined;
    const sides = resolvedMatchSides(match, tournament, tournamentMatches);
    const teamIds = [...new Set([sides.home, sides.away])].filter((id) => id !== '' && !isPlaceholder(id));
    const teams = (await this.batchGet(this.tables.teams, teamIds.map((id) => ({ id: { S: id } })), TEAM_FIELDS))
      .map(storedTeam)
      .filter((team) => team !== null);
    const view = publicMatchView({ tournament, match, teams, ...(tournamentMatches ? { tournamentMatches } : {}) });
    // A cup's game is named as its cup names it (round, group, undecided sides).
    const named = view && cupMatchView(view, tournament, match);
    // The touchline clock, cards and the pitch (issue 25) are added here, not by publicMatchView: that builder is in
    // the browser's shared bundle, whose login page has no byte to spare, and only the gateway builds public views.
    const statistics = statisticsWithCards(named?.match.statistics, match.cards);
    const place = matchPlace(match, tournament);
    return (
      named && {
        ...named,
        match: { ...named.match, ...(match.clock ? { clock: match.clock } : {}), ...(statistics ? { statistics } : {}), ...(place ? { place } : {}) },
      }
    );
  }

  private async getItem(tableName: string, key: Plain, fields?: readonly string[]): Promise<Plain | null> {
    const body = await backendRead(this.send, 'GetItem', { TableName: tableName, Key: key, ConsistentRead: true, ...(fields ? projection(fields) : {}) });
    return fromDynamoDbItem(body.Item);
  }

  /** The tournament's playoff matches (the bracket decides who plays a playoff game). */
  private async bracketMatches(tournamentId: string): Promise<Match[]> {
    const { ProjectionExpression, ExpressionAttributeNames } = projection(BRACKET_FIELDS);
    const items = await queryPages(this.send, {
      TableName: this.tables.matches,
      KeyConditionExpression: '#t = :t',
      FilterExpression: '#playoff = :yes',
      ProjectionExpression,
      ExpressionAttributeNames: { ...ExpressionAttributeNames, '#t': 'tournamentId', '#playoff': 'isPlayoff' },
      ExpressionAttributeValues: { ':t': { S: tournamentId }, ':yes': { BOOL: true } },
    });
    return items.map((item) => storedMatch(fromDynamoDbItem(item))).filter((m) => m !== null);
  }

  private async batchGet(tableName: string, keys: Plain[], fields: readonly string[]): Promise<Array<Plain | null>> {
    try {
      const items = await batchGetItems(this.send, tableName, keys, fields, { consistent: false, maxAttempts: MAX_BATCH_ATTEMPTS });
      return items.map(fromDynamoDbItem);
    } catch (err) {
      throw new PublicReadError(err instanceof Error ? err.message : String(err));
    }
  }
}
