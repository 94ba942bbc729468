import type { Db } from './client.ts';

/**
 * A statement run before or within most requests, built once per database: drizzle builds its SQL
 * once, and with a name (`.prepare('name')`) PostgreSQL parses it once per connection and, after a
 * few runs, keeps its plan (the page reads' planning cost as much as their execution). Inside a
 * transaction the transaction's own `db` gets its own.
 */
export function builtOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * Named statements of one family, one per form of the query (a search's filters, a list's order),
 * each built once per database on first use: `statement(db, name, build)` gives the one named
 * `name`, building it with `build(name)` the first time.
 */
export function builtOncePerName<T>(): (db: Db, name: string, build: (name: string) => T) => T {
  const byDb = builtOnce(() => new Map<string, T>());
  return (db, name, build) => {
    const statements = byDb(db);
    let statement = statements.get(name);
    if (!statement) {
      statement = build(name);
      statements.set(name, statement);
    }
    return statement;
  };
}
