import { createWebpackConfig } from '@citylens/shared/build';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createWebpackConfig({ dir: __dirname, mode: argv.mode ?? 'production' });
