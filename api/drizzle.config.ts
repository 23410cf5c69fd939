import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @citylens/api db:generate` writes a new versioned migration from src/db/schema.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
