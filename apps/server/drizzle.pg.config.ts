import { defineConfig } from 'drizzle-kit'

// The Postgres twin of drizzle.config.ts: `npm run db:generate -w @portico/server` writes a
// migration for each dialect after a schema change (schema.ts and schema.pg.ts change together).
// The server applies pending migrations at start (src/db/openDatabase.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.pg.ts',
  out: './drizzle/pg',
})
