// drizzle-kit: `npm run db:generate` writes SQL migrations from server/db/schema into
// server/db/migrations (committed; the server applies them on start, to PGlite and PostgreSQL).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
