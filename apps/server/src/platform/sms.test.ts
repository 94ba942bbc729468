import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/comm.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { deliverPendingSms } from './outbox.ts';
import { queueSms } from './sms.ts';

/** A stand-in SMS gateway that keeps what it accepts and can be stopped or made to refuse. */
class GatewaySink {
  readonly received: { to: string; text: string; auth: string }[] = [];
  status = 200;
  port = 0;
  private server: Server | undefined;

  async start(port = 0) {
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        if (this.status === 200)
          this.received.push({ ...JSON.parse(body), auth: req.headers.authorization ?? '' });
        res.writeHead(this.status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const gateway = new GatewaySink();
let t: TestApp;
beforeAll(async () => {
  await gateway.start();
  t = await createTestApp({
    SMS_GATEWAY_URL: `http://127.0.0.1:${gateway.port}/send`,
    SMS_GATEWAY_TOKEN: 'gateway-secret',
  });
});
afterAll(async () => {
  await t?.close();
  await gateway.stop();
});

async function row(id: number) {
  return (await t.database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
}

describe('SMS through the outbox', () => {
  it('delivers to the gateway with its token, once', async () => {
    const id = await queueSms(t.ctx, '9876543210', 'Your OTP is 123456');
    expect((await row(id)).status).toBe('pending');
    expect(await deliverPendingSms(t.ctx)).toBe(1);
    expect(gateway.received.at(-1)).toEqual({
      to: '9876543210',
      text: 'Your OTP is 123456',
      auth: 'Bearer gateway-secret',
    });
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 0 });
    expect(await deliverPendingSms(t.ctx)).toBe(0);
  });

  it('keeps an SMS pending while the gateway is down and delivers it after the backoff', async () => {
    const port = gateway.port;
    await gateway.stop();
    const before = gateway.received.length;
    const id = await queueSms(t.ctx, '9123456780', 'Your OTP is 654321');
    expect(await deliverPendingSms(t.ctx)).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toMatch(/unreachable/);

    await gateway.start(port);
    // Throttled (503) counts as one more failed attempt, still pending.
    t.advance(61_000);
    gateway.status = 503;
    expect(await deliverPendingSms(t.ctx)).toBe(0);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2 });

    gateway.status = 200;
    // Not yet due: the second retry waits two minutes.
    t.advance(61_000);
    expect(await deliverPendingSms(t.ctx)).toBe(0);
    t.advance(61_000);
    expect(await deliverPendingSms(t.ctx)).toBe(1);
    expect(gateway.received.slice(before)).toEqual([
      { to: '9123456780', text: 'Your OTP is 654321', auth: 'Bearer gateway-secret' },
    ]);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up at once when the gateway refuses the request itself (4xx)', async () => {
    gateway.status = 400;
    try {
      const id = await queueSms(t.ctx, '9000000001', 'x');
      expect(await deliverPendingSms(t.ctx)).toBe(0);
      expect(await row(id)).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'SMS gateway answered 400',
      });
    } finally {
      gateway.status = 200;
    }
  });

  it('keeps SMS in the outbox as logged when no gateway is configured', async () => {
    const plain = await createTestApp();
    try {
      const id = await queueSms(plain.ctx, '9000000002', 'x');
      const [saved] = await plain.database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(saved!.status).toBe('logged');
      expect(await deliverPendingSms(plain.ctx)).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
