import { defineConfig } from 'drizzle-kit';

// Migrations are generated against the schema only; they are applied at start by src/server/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
