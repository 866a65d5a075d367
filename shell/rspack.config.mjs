import { fileURLToPath } from 'node:url';
import path from 'node:path';
import rspack from '@rspack/core';
import { createFederatedConfig } from '../scripts/federation-config.mjs';

const config = createFederatedConfig({
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  federationName: 'shell',
  isHost: true,
  exposes: {},
});

/** The federation SDK the runtime itself requires (by path: the shell does not depend on it by name). */
const FEDERATION_SDK = path.join(import.meta.dirname, '..', 'node_modules', '@module-federation', 'sdk', 'dist', 'index.cjs');

const SHARED_MODULE = /^(provide|consume) shared module /;

/**
 * A chunk the shell's start loads on every route: a shared module the shell provides (or its fallback), or the
 * bootstrap. Not the data and image clients, nor whatever a later lazy import splits off: those stay apart.
 */
const loadedAtStart = (chunk) =>
  !chunk.canBeInitial() &&
  [...chunk.groupsIterable].some((group) =>
    group.origins.some(
      (origin) => origin.request === './bootstrap' || SHARED_MODULE.test(origin.module?.identifier() ?? ''),
    ),
  );

export default process.env.NODE_ENV === 'development'
  ? config
  : {
      ...config,
      resolve: {
        ...config.resolve,
        alias: {
          ...config.resolve.alias,
          // The retry plugin pins an older copy of the federation SDK (29 KB) for one logger: it gets the runtime's.
          '@module-federation/sdk$': FEDERATION_SDK,
        },
      },
      optimization: {
        ...config.optimization,
        // One script instead of thirteen: every route loads all of these (React, the router, jotai, TanStack
        // Query, shared-*, the bootstrap), and each script answer costs ~660 B of headers besides its body.
        splitChunks: {
          cacheGroups: {
            // Consume modules stay where they are: the federation runtime resolves them before a chunk runs.
            start: { name: 'start', chunks: loadedAtStart, test: (module) => !SHARED_MODULE.test(module.identifier()), enforce: true },
          },
        },
      },
      plugins: [
        ...config.plugins,
        // The entry (the federation runtime) runs nearly every function it has while the page starts: V8's explicit
        // compile hint has Chromium (136+) compile them all on the background thread that parses the download,
        // instead of one by one on the main thread when first called (traced at 4x CPU slowdown on the tournament
        // page: its evaluation 150-186 -> 101-129 ms). After minification, which would drop the comment.
        new rspack.BannerPlugin({
          banner: '//# allFunctionsCalledOnLoad',
          raw: true,
          test: /^main\.[0-9a-f]+\.js$/,
          stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        }),
      ],
    };
