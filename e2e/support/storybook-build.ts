import { spawn } from 'node:child_process';
import { ROOT } from './gateway-process';

/** The Storybook build running beside the suite; `done` settles when it ends, rejecting with its output if it failed. */
export interface StorybookBuild {
  done: Promise<void>;
}

/**
 * Starts `npm run storybook:build` (the build that is published, whole) without waiting for it. `npm run test:e2e` ran
 * it before Playwright, 25 s in which no test ran; beside the suite it finishes long before the one spec that opens it
 * (storybook.spec.ts), whose requests the static server holds until then.
 */
export function startStorybookBuild(): StorybookBuild {
  const child = spawn('npm', ['run', 'storybook:build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run storybook:build failed (${signal ?? `exit code ${code}`}):\n${output}`)),
    );
  });
  // Awaited by the static server and by the global teardown; a rejection is never left unhandled in between.
  done.catch(() => undefined);
  return { done };
}
