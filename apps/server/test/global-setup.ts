import pg from 'pg';

// Every test file migrates into its own schema; the extension the exclusion constraint needs is
// created once, in public, so parallel files never race to create it.
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('CREATE EXTENSION IF NOT EXISTS btree_gist SCHEMA public');
  await client.end();
}
