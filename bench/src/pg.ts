/**
 * The bench-owned PostgreSQL server by hand: `npx tsx bench/src/pg.ts start|stop [--preset=full]`.
 * `start` leaves it running and prints the URL (for psql, EXPLAIN, or DATABASE_URL); `stop` stops it.
 */
import { benchTarget, parseArgs } from './db.ts';

const command = process.argv[2];
const args = parseArgs(process.argv.slice(3));
if (command === 'start') {
  const target = benchTarget({ ...args, pglite: false });
  console.log(target.url);
} else if (command === 'stop') {
  process.env.DATABASE_URL = '';
  const target = benchTarget({ ...args, pglite: false });
  // benchTarget found it running (so it would leave it): stop it explicitly.
  target.stop();
} else {
  console.error('usage: tsx bench/src/pg.ts start|stop [--preset=full|small]');
  process.exit(1);
}
