import pg from 'pg';

export async function adminQuery(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name.replace(/[^a-z0-9_]/gi, '')}"`;

export async function recreateDatabase(url: string, name: string, template?: string) {
  await adminQuery(url, `DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
  await adminQuery(url, `CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
}

export async function dropDatabase(url: string, name: string) {
  await adminQuery(url, `DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
}
