import { describe, expect, it } from 'vitest';
import { remoteRoutes } from '../routing/route-table';
import { REMOTE_SCREENS, isRemoteName, type RemoteName } from './remote-contract';

// Vitest resolves import.meta.glob at transform time. Going through a glob (not an import tsc
// follows) keeps the remotes' sources out of the shell's typecheck, as they are out of its build;
// only this test reads them, to hold the contract and each remote's `./screens` module together.
declare global {
  interface ImportMeta {
    glob(pattern: string): Record<string, () => Promise<Record<string, unknown>>>;
  }
}

const screensModules = import.meta.glob('../../../../mf-*/src/screens.ts');

/** `../../../../mf-match-center/src/screens.ts` → `mf_match_center`, the remote's federation name. */
const federationName = (file: string) => (file.split('/').at(-3) ?? '').replaceAll('-', '_');

const remotes = Object.entries(screensModules).map(([file, load]) => ({ name: federationName(file), load }));

const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

describe('federation contract', () => {
  it('lists every remote of the repository, and only those', () => {
    expect(remotes.map((remote) => remote.name).sort()).toEqual(Object.keys(REMOTE_SCREENS).sort());
  });

  it.each(remotes)("$name's screens module exports exactly the contract's screens", async ({ name, load }) => {
    const module = await load();
    const contract = isRemoteName(name) ? REMOTE_SCREENS[name] : [];
    expect(Object.keys(module).sort()).toEqual([...contract].sort());
    for (const screen of contract) expect(isComponent(module[screen]), screen).toBe(true);
  });

  it('routes only to screens that their remote exports', async () => {
    const exported = new Map<string, string[]>();
    for (const { name, load } of remotes) exported.set(name, Object.keys(await load()));
    for (const route of remoteRoutes) {
      expect(exported.get(route.remote), `${route.path} → ${route.remote}`).toContain(route.screen);
    }
  });

  it('routes to every screen a remote exposes', () => {
    const routed = new Set(remoteRoutes.map((route) => `${route.remote}/${route.screen}`));
    const listed = Object.entries(REMOTE_SCREENS).flatMap(([remote, screens]) =>
      screens.map((screen) => `${remote as RemoteName}/${screen}`),
    );
    expect(listed.filter((screen) => !routed.has(screen))).toEqual([]);
  });
});
