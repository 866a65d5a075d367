import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { expect, test } from '../support/fixtures';

const scanOrganizers = JSON.stringify({ TableName: 'football-tournaments-organizers', Limit: 1 });

async function anonymousCredentials(baseURL: string) {
  const response = await fetch(`${baseURL}/auth/anonymous`, { method: 'POST' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { credentials: { accessKeyId: string; secretAccessKey: string; expiration: string } })
    .credentials;
}

const client = (baseURL: string, accessKeyId: string, secretAccessKey: string) =>
  new DynamoDBClient({
    region: 'us-east-1',
    endpoint: `${baseURL}/aws/dynamodb`,
    credentials: { accessKeyId, secretAccessKey },
    maxAttempts: 1,
  });

test.describe('/aws/dynamodb signature checks', () => {
  test('a correctly signed read with issued credentials is allowed', async ({ baseURL }) => {
    const credentials = await anonymousCredentials(baseURL!);
    const answer = await client(baseURL!, credentials.accessKeyId, credentials.secretAccessKey).send(
      new ScanCommand({ TableName: 'football-tournaments-organizers', Limit: 1 }),
    );
    expect(answer.$metadata.httpStatusCode).toBe(200);
  });

  test('an unsigned request gets 403', async ({ request }) => {
    const response = await request.post('/aws/dynamodb', {
      headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'DynamoDB_20120810.Scan' },
      data: scanOrganizers,
    });
    expect(response.status()).toBe(403);
  });

  test('a request signed with the wrong secret gets 403', async ({ baseURL }) => {
    const credentials = await anonymousCredentials(baseURL!);
    const forged = client(baseURL!, credentials.accessKeyId, 'not-the-secret-the-gateway-issued');
    const failure = await forged.send(new ScanCommand({ TableName: 'football-tournaments-organizers' })).catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.$metadata?.httpStatusCode).toBe(403);
  });

  test('the auth tables are refused even to a validly signed request', async ({ baseURL }) => {
    const credentials = await anonymousCredentials(baseURL!);
    const failure = await client(baseURL!, credentials.accessKeyId, credentials.secretAccessKey)
      .send(new ScanCommand({ TableName: 'football-tournaments-auth-users' }))
      .catch((e) => e);
    expect(failure.$metadata?.httpStatusCode).toBe(403);
  });
});
