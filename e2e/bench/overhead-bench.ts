/**
 * The gateway overhead section of `npm run bench:web` on its own (no browser, no page loads):
 * `npx tsx e2e/bench/overhead-bench.ts`. Starts the bench's dynalite and gateways, seeds the
 * Premier League season through the gateway, then prints the median GetItem and 100-item Query
 * straight to the store and through the gateway, as an organizer and as a visitor.
 * OVERHEAD_SAMPLES sets the samples per path (default 200).
 */
import { startBenchEnvironment } from './bench-environment';
import { measureGatewayOverhead } from './gateway-overhead';
import { readSeason } from '../support/premier-league-season';
import { seedPremierLeague } from './premier-league-seed';
import { overheadTable } from './report';

const samples = Number(process.env.OVERHEAD_SAMPLES ?? 200);
const step = (message: string) => process.stderr.write(`overhead-bench: ${message}\n`);

async function main(): Promise<void> {
  if (!Number.isInteger(samples) || samples < 1) {
    throw new Error(`OVERHEAD_SAMPLES must be a positive integer, got "${process.env.OVERHEAD_SAMPLES}"`);
  }
  step('starting dynalite, the counting proxy and two gateways');
  const env = await startBenchEnvironment();
  try {
    step('seeding the 2022/23 Premier League through the gateway');
    const seeded = await seedPremierLeague(env.counted.url, readSeason());
    step(`GetItem and 100-item Query, ${samples} samples per path`);
    const overhead = await measureGatewayOverhead(env.storeUrl, env.direct.url, seeded.organizer, seeded.tournamentId, samples);
    console.log(overheadTable(overhead));
  } finally {
    await env.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('overhead-bench failed:', err);
    process.exit(1);
  },
);
