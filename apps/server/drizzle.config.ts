import { defineConfig } from 'drizzle-kit'

// `npm run db:generate -w @portico/server` writes a new SQL migration after a schema change.
// The server applies pending migrations at start (src/db/openDatabase.ts).
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema.ts',
  out: './drizzle/sqlite',
})
