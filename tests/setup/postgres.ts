import { Client } from 'pg';

/** One statement on its own connection: creating and dropping the schemas tests run in. */
export async function runOnPostgres(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
