import type { Configuration } from 'webpack';
import { createWebpackConfig } from '@citylens/shared/build';
import { offlinePlugins } from './webpack.offline';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }): Configuration => {
  const mode = argv.mode ?? 'production';
  const config = createWebpackConfig({ dir: __dirname, mode });
  // The offline worker and the manifest exist in production builds only.
  if (mode === 'production') config.plugins = [...(config.plugins ?? []), ...offlinePlugins()];
  return config;
};
