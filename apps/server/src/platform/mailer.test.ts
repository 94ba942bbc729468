import type { AddressInfo } from 'node:net';
import { submitGrievance } from '@pp/contract/comm';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/comm.ts';
import { call, createTestApp, type TestApp } from '../test/harness.ts';
import { outboxTo } from './mailer.repo.ts';
import { deliverPending } from './outbox.ts';

const SUPPORT = 'support-desk@portal.test';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what it receives. */
class MailSink {
  readonly received: ReceivedMail[] = [];
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  to(address: string) {
    return this.received.filter((m) => m.to.includes(address));
  }
}

function subjectOf(raw: string) {
  return /^Subject: (.*)$/m.exec(raw)?.[1]?.trim();
}

function grievance(email: string) {
  return {
    registrationNumber: 'F9876',
    name: 'Meera Iyer',
    email,
    mobile: '9123456780',
    message: 'I cannot download my resume.',
  };
}

const sink = new MailSink();
let t: TestApp;

beforeAll(async () => {
  await sink.start();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, SUPPORT_EMAIL: SUPPORT });
});
afterAll(async () => {
  await t?.close();
  await sink.stop();
});

describe('mail delivery over SMTP', () => {
  it('delivers a grievance to the support address and the acknowledgement to the sender', async () => {
    const res = await call(t.app, submitGrievance, { body: grievance('meera@example.test') });
    expect(res.status).toBe(200);

    const [queued] = (await outboxTo(t.database.db, SUPPORT)).slice(-1);
    expect(queued?.status).toBe('pending');

    expect(await deliverPending(t.ctx)).toBe(2);

    const toSupport = sink.to(SUPPORT);
    expect(toSupport).toHaveLength(1);
    expect(subjectOf(toSupport[0]!.raw)).toBe(queued!.subject);
    expect(subjectOf(toSupport[0]!.raw)).toMatch(/^Grievance #\d+ from Meera Iyer$/);
    expect(toSupport[0]!.raw).toContain('Reply to: Meera Iyer <meera@example.test>');
    expect(toSupport[0]!.from).toBe('placement@localhost');

    const toSender = sink.to('meera@example.test');
    expect(toSender).toHaveLength(1);
    expect(subjectOf(toSender[0]!.raw)).toBe('We have received your grievance');

    const rows = await outboxTo(t.database.db, SUPPORT);
    expect(rows.at(-1)).toMatchObject({ status: 'sent', attempts: 0, lastError: '' });
    expect(rows.at(-1)!.sentAt).toBeInstanceOf(Date);

    // Nothing is sent twice.
    expect(await deliverPending(t.ctx)).toBe(0);
    expect(sink.to(SUPPORT)).toHaveLength(1);
  });

  it('keeps mail pending while the SMTP server is down and delivers it after the backoff', async () => {
    const port = sink.port;
    await sink.stop();
    const before = sink.received.length;

    const res = await call(t.app, submitGrievance, { body: grievance('kiran@example.test') });
    expect(res.status).toBe(200);
    expect(await deliverPending(t.ctx)).toBe(0);

    const [ack] = await outboxTo(t.database.db, 'kiran@example.test');
    const [support] = (await outboxTo(t.database.db, SUPPORT)).slice(-1);
    for (const row of [ack!, support!]) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.lastError).not.toBe('');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(t.ctx.now().getTime());
    }

    await sink.start(port);
    // Not yet due: the retry waits for its backoff.
    expect(await deliverPending(t.ctx)).toBe(0);
    expect(sink.received.length).toBe(before);

    t.advance(61_000);
    expect(await deliverPending(t.ctx)).toBe(2);
    expect(sink.to('kiran@example.test')).toHaveLength(1);
    const toSupport = sink.received.slice(before).filter((m) => m.to.includes(SUPPORT));
    expect(toSupport).toHaveLength(1);
    expect(subjectOf(toSupport[0]!.raw)).toBe(support!.subject);

    const after = await t.database.db.select().from(outbox).where(eq(outbox.id, support!.id));
    expect(after[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
