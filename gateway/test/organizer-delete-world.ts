import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { OrganizerAdmin } from '../src/admin/organizer-admin';
import { OrganizerCascade } from '../src/admin/organizer-cascade';
import { SessionStore } from '../src/auth/sessions';
import { UserStore } from '../src/auth/users';
import { backendSender, type DynamoDbSend } from '../src/aws/dynamodb-backend';
import { Forwarder } from '../src/aws/forward';
import { createDirectory } from '../src/directory/directory';
import { EMBEDDED_DYNAMODB_CREDENTIALS, EMBEDDED_S3_CREDENTIALS, startEmbeddedStores } from '../src/embedded/stores';
import { gatewayTableNames, tableNames } from '../src/store/tables';
import { PNG_1X1, s3 } from './helpers';
import { TABLE, match, team, tournament, type World } from './world';
import { storeOptions } from './store-options';

const BUCKET = 'football-tournaments-images';
const PREFIX = 'football-tournaments-';

/** What one organizer owns in these tests: a team with a public player, a public tournament it plays in, a match, three images. */
export interface OrganizerContentIds {
  teamId: string;
  playerId: string;
  tournamentId: string;
  matchId: string;
  imageKeys: string[];
}

/**
 * Writes the organizer's team, tournament and match through the gateway with its own credentials (so the
 * DynamoDB proxy's onWrite builds their public documents, as for a browser) and uploads its images.
 */
export async function seedOrganizerContent(w: World, who: 'A' | 'B'): Promise<OrganizerContentIds> {
  const organizerId = w[who];
  const tag = who.toLowerCase();
  const ids = { teamId: `team_${tag}`, playerId: `team_${tag}_pub`, tournamentId: `tn_${tag}`, matchId: `m_${tag}` };
  const imageKeys = [`teams/${ids.teamId}/logo-1.png`, `teams/${ids.teamId}/players/${ids.playerId}/photo-2.png`, `tournaments/${ids.tournamentId}/logo-3.png`];
  const client = w.as[who];
  await client.send(new PutCommand({ TableName: TABLE.teams, Item: team(ids.teamId, organizerId) }));
  await client.send(new PutCommand({ TableName: TABLE.tournaments, Item: { ...tournament(ids.tournamentId, organizerId, 'public'), teamIds: [ids.teamId] } }));
  await client.send(new PutCommand({ TableName: TABLE.matches, Item: { ...match(ids.matchId, ids.tournamentId, organizerId), homeTeamId: ids.teamId } }));
  const images = s3(w.t.url, w.credentials[who]);
  for (const Key of imageKeys) await images.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: PNG_1X1, ContentType: 'image/png' }));
  images.destroy();
  return { ...ids, imageKeys };
}

/** The statuses of the public reads of the organizer's content: team page, player page, tournament page, match page. */
export async function publicStatuses(url: string, c: OrganizerContentIds): Promise<number[]> {
  const paths = [`/api/public/teams/${c.teamId}`, `/api/public/players/${c.playerId}`, `/api/public/tournaments/${c.tournamentId}`, `/api/public/tournaments/${c.tournamentId}/matches/${c.matchId}`];
  return Promise.all(paths.map(async (path) => (await fetch(`${url}${path}`)).status));
}

/** The keys of the stored images among `keys`. */
export async function storedImages(client: S3Client, keys: readonly string[]): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  const present = new Set((listed.Contents ?? []).map((object) => object.Key));
  return keys.filter((key) => present.has(key));
}

/** The gateway's stores opened without a gateway, with an OrganizerAdmin whose backend calls can be made to fail. */
export interface OfflineStores {
  admin: OrganizerAdmin;
  /** Every DynamoDB operation the cascade and the directory sent, in order. */
  operations: string[];
  close(): Promise<void>;
}

/**
 * Opens a stopped gateway's data directory as the gateway would (default prefix and bucket) and wires
 * OrganizerAdmin with its cascade over it. `failWhen` makes a backend call throw (the store unreachable
 * from then on); `onWrite` stands for the proxy's hook (a no-op: the process "crashes" before its
 * directory hears of anything).
 */
export async function openStoresOffline(dataDir: string, failWhen: (operation: string, input: Record<string, unknown>) => boolean): Promise<OfflineStores> {
  // The gateway's store of this data folder: its dynalite, or its database on the run's DynamoDB Local.
  const local = storeOptions(dataDir).endpoints;
  const stores = await startEmbeddedStores(dataDir, { dynamodb: !local, s3: true });
  const dynamodbEndpoint = local?.dynamodbEndpoint ?? stores.dynamodbEndpoint ?? '';
  const credentials = local?.dynamodbCredentials ?? EMBEDDED_DYNAMODB_CREDENTIALS;
  const client = new DynamoDBClient({ region: 'us-east-1', endpoint: dynamodbEndpoint, credentials });
  const doc = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  const images = new S3Client({ region: 'us-east-1', endpoint: stores.s3Endpoint, credentials: EMBEDDED_S3_CREDENTIALS, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  const forwarder = new Forwarder();
  const raw = backendSender(forwarder, { endpoint: new URL(dynamodbEndpoint), region: 'us-east-1', credentials: async () => credentials });
  const operations: string[] = [];
  let broken = false;
  const send: DynamoDbSend = (operation, input) => {
    operations.push(operation);
    broken ||= failWhen(operation, input);
    return broken ? Promise.reject(new Error('connect ECONNREFUSED')) : raw(operation, input);
  };
  const tables = tableNames(PREFIX);
  const directoryTable = gatewayTableNames(PREFIX).directory;
  const directory = createDirectory({ client, send, tables, directoryTable, onError: () => undefined });
  const cascade = new OrganizerCascade({ send, tables, recordTable: directoryTable, s3: images, bucket: BUCKET, onWrite: () => undefined, directory });
  const admin = new OrganizerAdmin(doc, tables.organizers, new UserStore(doc, tables['auth-users']), new SessionStore(doc, tables['auth-sessions']), Date.now, directory.organizerListener, cascade);
  return {
    admin,
    operations,
    async close() {
      directory.close();
      await directory.idle();
      doc.destroy();
      client.destroy();
      images.destroy();
      forwarder.destroy();
      await stores.close();
    },
  };
}
