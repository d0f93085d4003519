import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: migrations run from code on both engines (src/db/migrate.ts).
// After generating, drop the `"public".` qualifiers so migrations follow search_path (tests use one schema per file).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
