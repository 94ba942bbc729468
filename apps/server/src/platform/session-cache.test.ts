import { setLanguage } from '@pp/contract/account';
import { me } from '@pp/contract/auth';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema/users.ts';
import { call, createTestApp, eventually, type TestApp } from '../test/harness.ts';
import { signedInUser } from '../test/sign-in.ts';
import { sha256 } from './codes.ts';
import { TOUCH_INTERVAL_MS } from './session.ts';
import { AUTH_CHANNEL, announcedUser, SessionCache } from './session-cache.ts';

describe('SessionCache', () => {
  let clock = 1_000_000;
  const now = () => new Date(clock);
  const row = (userId: number) => ({ userId, name: `user ${userId}` });

  it('keeps a row for its lifetime, only while listening', () => {
    const cache = new SessionCache<ReturnType<typeof row>>({ lifetimeSeconds: 30, now });
    cache.keep('a', row(1), cache.generation);
    expect(cache.get('a')).toBeUndefined();
    cache.listening(true);
    cache.keep('a', row(1), cache.generation);
    expect(cache.get('a')).toEqual(row(1));
    clock += 29_999;
    expect(cache.get('a')).toEqual(row(1));
    clock += 1;
    expect(cache.get('a')).toBeUndefined();
    cache.keep('a', row(1), cache.generation);
    // The listening connection lost: everything goes, nothing is kept until it is back.
    cache.listening(false);
    expect(cache.get('a')).toBeUndefined();
    cache.keep('a', row(1), cache.generation);
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a look-up that raced a change, and forgets a user whole', () => {
    const cache = new SessionCache<ReturnType<typeof row>>({ lifetimeSeconds: 30, now });
    cache.listening(true);
    const started = cache.generation;
    cache.forgetUser(99); // an announcement arrives while the look-up is out
    cache.keep('a', row(1), started);
    expect(cache.get('a')).toBeUndefined();
    cache.keep('a', row(1), cache.generation);
    cache.keep('b', row(1), cache.generation);
    cache.keep('c', row(2), cache.generation);
    cache.forgetUser(1);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, row(2)]);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('holds at most its maximum, the oldest going first', () => {
    const cache = new SessionCache<ReturnType<typeof row>>({ lifetimeSeconds: 30, now, maxEntries: 2 });
    cache.listening(true);
    for (const [hash, user] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      cache.keep(hash, row(user), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(row(3));
  });

  it('reads a user id from an announcement, nothing else', () => {
    expect(announcedUser('42')).toBe(42);
    expect(announcedUser('')).toBeNull();
    expect(announcedUser('1; drop')).toBeNull();
  });
});

/**
 * Through the app, on the test database (PGlite, or PostgreSQL in CI): the changes are made the
 * way another process or a tool would make them, straight in the database, so only the database's
 * announcement (migration 0020) can tell this process.
 */
describe('sessions kept in memory, through the app', () => {
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    // A second process over the same database (its own cache, its own listening).
    const { buildApp } = await import('../app.ts');
    const built = await buildApp({
      db: t.ctx.db,
      config: t.ctx.config,
      logger: false,
      now: t.ctx.now,
      notifications: t.database.notifications,
    });
    second = built.app;
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('keeps a session after its first look-up, touches it once in five minutes, and reads it again past its lifetime', async () => {
    const { user, token } = await signedInUser(t, 'member');
    expect((await call(t.app, me, {}, { token })).status).toBe(200);
    expect(t.ctx.sessionCache.get(sha256(token))?.userId).toBe(user.id);
    // A kept session is used while it is recent: a row changed without any announcement (the
    // trigger bypassed) is not seen...
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ name: 'UNANNOUNCED' }).where(eq(users.id, user.id));
    });
    expect((await call(t.app, me, {}, { token })).body.result?.name).not.toBe('UNANNOUNCED');
    // Past the touch interval the session's last-seen time is written (the idle clock), in before the
    // answer, and the kept entry is still used...
    const lastSeen = async () =>
      (
        await t.ctx.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.userId, user.id))
      )[0]!.at;
    const before = await lastSeen();
    t.advance(TOUCH_INTERVAL_MS + 1_000);
    const touched = await call(t.app, me, {}, { token });
    expect(touched.body.result?.name).not.toBe('UNANNOUNCED');
    const written = (await lastSeen()).getTime();
    expect(written).toBeGreaterThanOrEqual(before.getTime() + TOUCH_INTERVAL_MS + 1_000);
    expect(t.ctx.sessionCache.get(sha256(token))?.lastSeenAt.getTime()).toBe(written);
    // ...and past the cache's lifetime it is read again, whatever the cache holds.
    t.advance(t.ctx.config.SESSION_CACHE_SECONDS * 1000);
    expect((await call(t.app, me, {}, { token })).body.result?.name).toBe('UNANNOUNCED');
  });

  it("reads a kept session again when it looks idle: another process's requests moved its idle clock", async () => {
    // A second process whose cache outlives the idle limit (a configuration the defaults avoid).
    const { buildApp } = await import('../app.ts');
    const { app: longKeeper } = await buildApp({
      db: t.ctx.db,
      config: { ...t.ctx.config, SESSION_CACHE_SECONDS: 3600, SESSION_IDLE_MINUTES: 10 },
      logger: false,
      now: t.ctx.now,
      notifications: t.database.notifications,
    });
    await longKeeper.ready();
    try {
      const { user, token } = await signedInUser(t, 'member');
      expect((await call(longKeeper, me, {}, { token })).status).toBe(200);
      // Eleven minutes later: the person was busy on the other process all along, which moved
      // the session's last-seen time (touches are not announced)...
      t.advance(11 * 60_000);
      await t.ctx.db.update(sessions).set({ lastSeenAt: t.ctx.now() }).where(eq(sessions.userId, user.id));
      // ...so the kept entry, idle by its own time, is read again and the session still works.
      expect((await call(longKeeper, me, {}, { token })).status).toBe(200);
      // Truly idle past the limit: refused.
      t.advance(11 * 60_000);
      expect((await call(longKeeper, me, {}, { token })).status).toBe(401);
    } finally {
      await longKeeper.close();
    }
  });

  it('honours a sign-out, a block and a rename made by another process at once', async () => {
    const a = await signedInUser(t, 'member');
    const b = await signedInUser(t, 'student');
    const c = await signedInUser(t, 'member');
    for (const app of [t.app, second])
      for (const { token } of [a, b, c]) expect((await call(app, me, {}, { token })).status).toBe(200);

    await t.ctx.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, a.user.id));
    await t.ctx.db.update(users).set({ loginStatus: 'blocked' }).where(eq(users.id, b.user.id));
    await t.ctx.db.update(users).set({ name: 'NEW NAME' }).where(eq(users.id, c.user.id));
    for (const app of [t.app, second]) {
      await eventually(async () => {
        expect((await call(app, me, {}, { token: a.token })).status).toBe(401);
        expect((await call(app, me, {}, { token: b.token })).status).toBe(401);
        expect((await call(app, me, {}, { token: c.token })).body.result?.name).toBe('NEW NAME');
      });
    }
  });

  it("shows a user's own change on their next request in the same process", async () => {
    const { token } = await signedInUser(t, 'member');
    expect((await call(t.app, me, {}, { token })).body.result?.language).toBe('en');
    expect((await call(t.app, setLanguage, { body: { language: 'hi' } }, { token })).status).toBe(200);
    expect((await call(t.app, me, {}, { token })).body.result?.language).toBe('hi');
  });

  it('announces what the look-up reads, not the frequent writes', async () => {
    const { user, token } = await signedInUser(t, 'member');
    const heard: string[] = [];
    const stop = await t.database.notifications.listen(AUTH_CHANNEL, {
      notify: (payload) => heard.push(payload),
      connected: () => {},
    });
    try {
      const tokenHash = sha256(token);
      await t.ctx.db
        .update(sessions)
        .set({ lastSeenAt: new Date() })
        .where(eq(sessions.tokenHash, tokenHash));
      await t.ctx.db
        .update(users)
        .set({ failedLogins: 1, lastLoginAt: new Date(), mobile: '9999999999' })
        .where(eq(users.id, user.id));
      await t.ctx.db.update(users).set({ language: 'hi' }).where(eq(users.id, user.id));
      await t.ctx.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      await eventually(async () => expect(heard).toEqual([String(user.id), String(user.id)]));
    } finally {
      await stop();
    }
  });
});
