import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SECRET_FILE = 'gateway-secret';

/**
 * The key from which every session credential secret is derived. From GATEWAY_SECRET when set (required
 * for several gateway instances behind one URL, and in production, see config.ts), else generated once and kept in `${dataDir}/gateway-secret`
 * (mode 600) so credentials survive a restart.
 */
export async function loadGatewaySecret(explicit: string | undefined, dataDir: string): Promise<Buffer> {
  if (explicit) return Buffer.from(explicit, 'utf8');
  const file = path.join(dataDir, SECRET_FILE);
  const existing = await readSecretFile(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    // 'wx' so two processes starting together cannot overwrite each other's secret.
    await writeFile(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const raced = await readSecretFile(file);
    if (raced) return raced;
    throw err;
  }
  await chmod(file, 0o600);
  return Buffer.from(secret, 'utf8');
}

async function readSecretFile(file: string): Promise<Buffer | null> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text ? Buffer.from(text, 'utf8') : null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
