// AWS's DynamoDB Local (the real engine's emulator, with Streams and transactions), started for tests from
// the jar the root devDependency amplify-dynamodb-simulator carries. Needs `java` (17 or later) on PATH.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const EMULATOR = fileURLToPath(new URL('../../node_modules/amplify-dynamodb-simulator/emulator/', import.meta.url));
/** A JVM on a busy 2-core machine took 12.5 s to answer; a minute means it is not coming. */
const START_TIMEOUT_MS = 60_000;

export interface DynamoDbLocal {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the JVM cannot report the one it picked for -port 0). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts DynamoDB Local in memory on a free port and resolves once it answers HTTP.
 * `sharedDb`: one database for every access key (gateway instances sharing a store); without it each access
 * key has its own database, so gateways given different keys (endpoints.dynamodbCredentials) never meet.
 * The JVM runs in a temp folder (it writes a metadata file into its working directory) with telemetry off.
 */
export async function startDynamoDbLocal(options: { sharedDb?: boolean } = {}): Promise<DynamoDbLocal> {
  const port = await freePort();
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'dynamodb-local-'));
  const args = [`-Djava.library.path=${path.join(EMULATOR, 'DynamoDBLocal_lib')}`, '-jar', path.join(EMULATOR, 'DynamoDBLocal.jar'), '-inMemory', '-disableTelemetry', '-port', String(port)];
  const java = spawn('java', options.sharedDb ? [...args, '-sharedDb'] : args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  java.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => java.once('exit', () => resolve()));
  let failed: Error | null = null;
  java.once('error', (err) => (failed = err));
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (java.exitCode === null && java.signalCode === null) {
      java.kill('SIGTERM');
      await exited;
    }
    await rm(cwd, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (failed || java.exitCode !== null) {
      await stop();
      throw new Error(`DynamoDB Local did not start (is java 17+ installed?): ${String(failed ?? stderr)}`);
    }
    // Any HTTP answer (DynamoDB Local answers 400 to a bare GET) means it listens.
    if (await fetch(endpoint).then(() => true, () => false)) return { endpoint, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`DynamoDB Local did not answer on ${endpoint} within ${START_TIMEOUT_MS} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
