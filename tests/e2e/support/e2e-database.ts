import pg from 'pg';

/** The fresh database of this e2e run on the PostgreSQL server of DATABASE_URL, if one is used. */
export function e2eDatabaseUrl(): { server: string; name: string; url: string } | undefined {
  const server = process.env.DATABASE_URL;
  const name = process.env.TESSERA_E2E_DATABASE;
  if (!server || !name) return undefined;
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { server, name, url: url.toString() };
}

export async function runOnServer(server: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
