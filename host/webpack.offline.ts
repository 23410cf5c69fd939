import { readFileSync } from 'node:fs';
import path from 'node:path';
import { InjectManifest } from 'workbox-webpack-plugin';
import { sources, type Compiler, type WebpackPluginInstance } from 'webpack';
import { SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from '@citylens/shared/contracts';

const icons = path.join(__dirname, 'src/features/offline/icons');

/** The web app manifest and its icons (drawn by scripts/draw-app-icons.mjs from the mark). */
class WebAppManifest implements WebpackPluginInstance {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('WebAppManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'WebAppManifest',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const iconFiles = [
            { file: 'citylens-192.png', sizes: '192x192', purpose: 'any' },
            { file: 'citylens-512.png', sizes: '512x512', purpose: 'any' },
            { file: 'citylens-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
          ];
          for (const { file } of iconFiles) {
            compilation.fileDependencies.add(path.join(icons, file));
            compilation.emitAsset(
              `icons/${file}`,
              new sources.RawSource(readFileSync(path.join(icons, file))),
            );
          }
          const manifest = {
            id: '/',
            name: 'CityLens — Experience different cultures',
            short_name: 'CityLens',
            description:
              'Experience different cultures through their food, lifestyle and festivals.',
            start_url: '/',
            scope: '/',
            display: 'standalone',
            // The theme's background and ink (the header), as index.html's theme-color.
            background_color: '#fbf7f1',
            theme_color: '#231c18',
            icons: iconFiles.map(({ file, sizes, purpose }) => ({
              src: `/icons/${file}`,
              sizes,
              type: 'image/png',
              purpose,
            })),
          };
          compilation.emitAsset(
            WEB_APP_MANIFEST_PATH.slice(1),
            new sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * The host's offline support in a production build: the manifest, and the service worker
 * (src/features/offline/worker) with the host's content-hashed files to precache. `main.js` keeps
 * its name across releases, so the worker fetches it network first instead.
 */
export function offlinePlugins(): WebpackPluginInstance[] {
  return [
    new WebAppManifest(),
    new InjectManifest({
      swSrc: path.join(__dirname, 'src/features/offline/worker/service-worker.ts'),
      swDest: SERVICE_WORKER_PATH.slice(1),
      // The icons stay out: an installed app keeps its own, and 41 KB more for every visitor.
      include: [/^chunks\/.+\.[0-9a-f]{10}\.js$/, /\.webmanifest$/],
      dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.js$/,
    }),
  ];
}
