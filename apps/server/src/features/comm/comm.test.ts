import { type GrievanceInput, submitGrievance } from '@pp/contract/comm';
import { API_BASE } from '@pp/contract/endpoint';
import type { Envelope } from '@pp/contract/envelope';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { SINGLE_LINE_MSG } from '@pp/contract/validators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grievances } from '../../db/schema/comm.ts';
import { outboxTo } from '../../platform/mailer.repo.ts';
import { call, createTestApp, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';

const SUPPORT = 'help-desk@portal.test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: SUPPORT });
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
function validGrievance(overrides: Partial<GrievanceInput> = {}): GrievanceInput {
  seq++;
  return {
    registrationNumber: `A${1000 + seq}`,
    name: `Asha Verma ${seq}`,
    email: `asha${seq}@example.test`,
    mobile: '9876543210',
    message: 'My job application does not show up in my dashboard.',
    ...overrides,
  };
}

/** Sends the support form from a given client address (the rate limit counts per address). */
async function sendFrom(ip: string, body: unknown, token?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/${submitGrievance.path}`,
    remoteAddress: ip,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() as Envelope<{ Message: string }> };
}

async function rowsFor(email: string) {
  return t.database.db.select().from(grievances).where(eq(grievances.email, email));
}

describe('POST comm/grievance: validation', () => {
  const fields = ['registrationNumber', 'name', 'email', 'mobile', 'message'] as const;

  for (const field of fields) {
    it(`refuses a missing ${field} with 'This field is required'`, async () => {
      const body: Record<string, string> = { ...validGrievance() };
      delete body[field];
      const res = await sendFrom('10.1.0.1', body);
      expect(res.status).toBe(400);
      expect(res.body.result).toBeNull();
      expect(res.body.error.fields?.[field]).toBe(MSG.required);
      expect(await rowsFor(body.email ?? '')).toHaveLength(0);
    });

    it(`refuses a blank ${field} with 'This field is required'`, async () => {
      const res = await sendFrom('10.1.0.1', { ...validGrievance(), [field]: '   ' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.[field]).toBe(MSG.required);
    });
  }

  it('lists every missing field at once', async () => {
    const res = await sendFrom('10.1.0.1', {});
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(Object.fromEntries(fields.map((f) => [f, MSG.required])));
  });

  it('refuses a malformed e-mail, a non-digit or too long mobile and a too long message', async () => {
    const badEmail = await sendFrom('10.1.0.1', validGrievance({ email: 'not-an-email' }));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.fields?.email).toBe('Please enter a valid email');

    for (const mobile of ['98765abcde', '+919876543', '98765432101', '-987654321']) {
      const res = await sendFrom('10.1.0.1', validGrievance({ mobile }));
      expect(res.status, mobile).toBe(400);
      expect(res.body.error.fields?.mobile).toBeTruthy();
    }

    const long = await sendFrom('10.1.0.1', validGrievance({ message: 'x'.repeat(2001) }));
    expect(long.status).toBe(400);
    expect(long.body.error.fields?.message).toBe('Maximum 2000 characters allowed');

    const longName = await sendFrom('10.1.0.1', validGrievance({ name: 'n'.repeat(101) }));
    expect(longName.status).toBe(400);
    expect(longName.body.error.fields?.name).toBeTruthy();
  });

  it('accepts a message of exactly 2000 characters', async () => {
    const input = validGrievance({ message: 'm'.repeat(2000) });
    const res = await sendFrom('10.1.0.2', input);
    expect(res.status).toBe(200);
    expect((await rowsFor(input.email))[0]?.message).toHaveLength(2000);
  });
});

describe('POST comm/grievance: accepted', () => {
  it('stores the grievance without a user when nobody is signed in, and answers the spec envelope', async () => {
    const input = validGrievance({ email: '  Asha.Sender@Example.TEST ', name: '  Asha Verma  ' });
    const res = await call(t.app, submitGrievance, { body: input });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: { Message: OUR_MSG.grievanceReceived }, error: { Message: '' } });

    const rows = await rowsFor('asha.sender@example.test');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      registrationNumber: input.registrationNumber,
      name: 'Asha Verma',
      email: 'asha.sender@example.test',
      mobile: '9876543210',
      message: input.message,
      userId: null,
      ip: '127.0.0.1',
    });
  });

  it('records the signed-in user and the client address', async () => {
    const { user, token } = await signedInUser(t, 'member');
    const input = validGrievance();
    const res = await sendFrom('10.2.0.7', input, token);
    expect(res.status).toBe(200);
    const rows = await rowsFor(input.email);
    expect(rows[0]).toMatchObject({ userId: user.id, ip: '10.2.0.7' });
  });

  it('refuses line breaks in the one-line fields, so no line of the support mail can be forged', async () => {
    for (const field of ['name', 'registrationNumber'] as const) {
      const res = await sendFrom('10.2.0.9', validGrievance({ [field]: 'Ravi\r\nSigned in as: admin X' }));
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields?.[field]).toBe(SINGLE_LINE_MSG);
    }
  });

  it('queues a mail to the support address (with the reply-to details) and an acknowledgement to the sender', async () => {
    const input = validGrievance({
      email: 'ravi.sender@example.test',
      name: 'Ravi Kumar',
      message: 'Line one\nSigned in as: admin X',
    });
    const res = await sendFrom('10.2.0.8', input);
    expect(res.status).toBe(200);
    const [row] = await rowsFor(input.email);

    const support = (await outboxTo(t.database.db, SUPPORT)).filter((m) =>
      m.subject.startsWith(`Grievance #${row!.id} `),
    );
    expect(support).toHaveLength(1);
    const mail = support[0]!;
    // No SMTP_URL in this app: mail is kept in the outbox as 'logged'.
    expect(mail.status).toBe('logged');
    expect(mail.subject).toBe(`Grievance #${row!.id} from Ravi Kumar`);
    expect(mail.textBody).toContain('Reply to: Ravi Kumar <ravi.sender@example.test>');
    expect(mail.textBody).toContain(`Registration / membership number: ${input.registrationNumber}`);
    expect(mail.textBody).toContain('Mobile: 9876543210');
    // The message is quoted line by line: a line in it cannot pass for one of the portal's.
    expect(mail.textBody).toContain('> Line one\n> Signed in as: admin X');
    expect(mail.textBody.split('\n').filter((line) => line.startsWith('Signed in as:'))).toEqual([
      'Signed in as: not signed in',
    ]);

    const ack = await outboxTo(t.database.db, 'ravi.sender@example.test');
    expect(ack).toHaveLength(1);
    expect(ack[0]!.subject).toBe('We have received your grievance');
    expect(ack[0]!.textBody).toContain('Dear Ravi Kumar,');
    // The acknowledgement does not echo the message (no relay of text to a stranger's inbox).
    expect(ack[0]!.textBody).not.toContain('Line one');
  });
});

describe('POST comm/grievance: rate limit', () => {
  it('refuses the sixth grievance from one address within the window with 429, and counts per address', async () => {
    // Start at the beginning of a 15-minute window so that it cannot roll over mid-test.
    const windowMs = 15 * 60_000;
    t.advance(windowMs - (t.ctx.now().getTime() % windowMs) + 1000);
    for (let i = 0; i < 5; i++) {
      const res = await sendFrom('10.9.9.9', validGrievance());
      expect(res.status).toBe(200);
    }
    const sixth = validGrievance();
    const refused = await sendFrom('10.9.9.9', sixth);
    expect(refused.status).toBe(429);
    expect(refused.body.error.Message).toBe(OUR_MSG.tooManyRequests);
    expect(await rowsFor(sixth.email)).toHaveLength(0);
    expect(await outboxTo(t.database.db, sixth.email)).toHaveLength(0);

    expect((await sendFrom('10.9.9.10', validGrievance())).status).toBe(200);

    // A new window opens after 15 minutes.
    t.advance(15 * 60_000);
    expect((await sendFrom('10.9.9.9', validGrievance())).status).toBe(200);
  });

  it('does not count refused (invalid) requests against the limit', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await sendFrom('10.9.8.1', { name: 'x' })).status).toBe(400);
    }
    expect((await sendFrom('10.9.8.1', validGrievance())).status).toBe(200);
  });
});
