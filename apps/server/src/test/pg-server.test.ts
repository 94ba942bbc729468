import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { pgBinDir, startPgServer } from './pg-server.ts';

describe.skipIf(!pgBinDir())('throwaway PostgreSQL server', () => {
  it('starts, serves a new database, stops and starts again', async () => {
    const server = await startPgServer();
    try {
      const url = await server.createDatabase('probe');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query('select 1 + 1 as two');
      expect(rows[0].two).toBe(2);
      await client.end();
      server.stop();
      server.start();
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      expect((await again.query('select current_database() as d')).rows[0].d).toBe('probe');
      await again.end();
    } finally {
      server.destroy();
    }
  });
});
