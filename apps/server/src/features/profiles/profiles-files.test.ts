import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_BASE, type EndpointDef } from '@pp/contract/endpoint';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import {
  getMemberDetail,
  getMemberDetailForAdmin,
  getMemberProfile,
  getStudentDetail,
  getStudentDetailForAdmin,
  getStudentProfile,
  PROFILE_MSG,
  picturePath,
  resumePath,
  setMemberActive,
  setMemberResumeVisibility,
  uploadMemberPicture,
  uploadMemberResume,
  uploadStudentPicture,
  uploadStudentResume,
} from '@pp/contract/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorage } from '../../platform/storage.ts';
import { checkPdf, detectImage } from '../../platform/uploads.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  applyToJob,
  applyToTraining,
  insertJob,
  insertMemberProfile,
  insertStudentProfile,
  insertTraining,
} from '../../test/fixtures/index.ts';
import { call, createTestApp, expectRefused, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { multipartBody, uploadFile } from '../../test/upload.ts';

const MB = 1024 * 1024;

/** A small but well-formed PDF, padded with a comment to exactly `size` bytes when given. */
function pdf(size?: number, opts: { head?: string; beforeTrailer?: Buffer; version?: string } = {}): Buffer {
  const header = `%PDF-${opts.version ?? '1.4'}\n${opts.head ?? ''}`;
  const body =
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  const make = (padding: number) => {
    const before = Buffer.from(`${header}%${'p'.repeat(padding)}\n${body}`, 'latin1');
    const extra = opts.beforeTrailer ?? Buffer.alloc(0);
    const xref = before.length + extra.length;
    const trailer = Buffer.from(
      `xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 1 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      'latin1',
    );
    return Buffer.concat([before, extra, trailer]);
  };
  if (size === undefined) return make(0);
  const base = make(0).length;
  let out = make(size - base);
  // The xref offset may gain a digit; adjust once.
  if (out.length !== size) out = make(size - base - (out.length - size));
  expect(out.length).toBe(size);
  return out;
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6300010000050001' +
    '0d0a2db40000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([
  Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  randomBytes(64),
  Buffer.from('ffd9', 'hex'),
]);

async function upload(
  def: EndpointDef,
  token: string,
  file: { field?: string; name: string; bytes: Buffer; type?: string },
) {
  return uploadFile(t.app, def.path, token, file);
}

async function fetchFile(url: string, token?: string) {
  return t.app.inject({
    method: 'GET',
    url: `${API_BASE}/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

let t: TestApp;
let dataDir: string;

interface Person {
  id: number;
  code: string;
  token: string;
}

async function person(role: 'member' | 'student' | 'corporate' | 'admin'): Promise<Person> {
  const { user, token } = await signedInUser(t, role);
  if (role === 'member') await insertMemberProfile(t.database.db, user.id);
  if (role === 'student') await insertStudentProfile(t.database.db, user.id);
  return { id: user.id, code: user.code, token };
}

async function storedFiles(): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else out.push(path.relative(path.join(dataDir, 'files'), full));
    }
  };
  await walk(path.join(dataDir, 'files'));
  return out.sort();
}

let member: Person;
let student: Person;
let admin: Person;
let employer: Person;
let otherEmployer: Person;
let otherMember: Person;
let otherStudent: Person;
let jobCode: string;
let trainingCode: string;
let otherJobCode: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pp-profile-files-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedReferenceData(t.database.db);
  [member, student, admin, employer, otherEmployer, otherMember, otherStudent] = await Promise.all([
    person('member'),
    person('student'),
    person('admin'),
    person('corporate'),
    person('corporate'),
    person('member'),
    person('student'),
  ]);
  const db = t.database.db;
  // The member and the student applied to the employer; nobody applied to the other employer.
  const job = await insertJob(db, employer.id, new Date());
  jobCode = job.code;
  await applyToJob(db, job.code, member.id);
  const training = await insertTraining(db, employer.id, new Date());
  trainingCode = training.code;
  await applyToTraining(db, training.code, student.id);
  otherJobCode = (await insertJob(db, otherEmployer.id, new Date())).code;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('PDF and image checks by content', () => {
  it('accepts a well-formed PDF and refuses look-alikes', async () => {
    expect(await checkPdf(pdf())).toBe('pdf');
    expect(await checkPdf(pdf(undefined, { version: '2.0' }))).toBe('pdf');
    expect(await checkPdf(PNG)).toBe('not-pdf');
    expect(await checkPdf(Buffer.from('<html><body>%PDF-1.4</body></html>'))).toBe('not-pdf');
    // Header present but cut off before the end (no startxref / %%EOF).
    expect(await checkPdf(pdf().subarray(0, 80))).toBe('damaged');
    expect(await checkPdf(pdf(undefined, { version: '9.9' }))).toBe('damaged');
    // Polyglots: HTML in the head, a ZIP directory at the end.
    expect(await checkPdf(pdf(undefined, { head: '<script>alert(1)</script>\n' }))).toBe('not-pdf');
    const zipEnd = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
    expect(await checkPdf(pdf(undefined, { beforeTrailer: zipEnd }))).toBe('not-pdf');
  });

  it('recognises JPEG and PNG and nothing else', async () => {
    expect(await detectImage(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await detectImage(JPEG)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(await detectImage(pdf())).toBeNull();
    expect(await detectImage(Buffer.from('GIF89a....'))).toBeNull();
    expect(await detectImage(Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html>')]))).toBeNull();
  });
});

describe('resume upload', () => {
  it('stores a PDF under a server-made name and serves it to the owner as an attachment', async () => {
    const bytes = pdf(50_000);
    const res = await upload(uploadMemberResume, member.token, { name: '../../etc/My Resume.PDF', bytes });
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result!.Message).toBe(MSG.resumeUploaded);
    const fileName = res.body.result!.fileName;
    expect(fileName).toMatch(/^[A-Za-z0-9]{24}\.pdf$/);

    const profile = await call(t.app, getMemberProfile, {}, { token: member.token });
    expect(profile.body.result!.resumeDetail).toEqual({
      fileName,
      userCode: member.code,
      modifiedOn: expect.any(Number),
    });

    const file = await fetchFile(resumePath(member.code, fileName), member.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(bytes)).toBe(true);
    // Nothing of the uploaded name reaches the storage.
    expect((await storedFiles()).join(' ')).not.toMatch(/resume\.pdf|My Resume|etc/i);
  });

  it('refuses a PNG renamed to .pdf, and a PDF not named .pdf', async () => {
    const renamed = await upload(uploadMemberResume, member.token, { name: 'resume.pdf', bytes: PNG });
    expectRefused(renamed, 400, MSG.pdfOnly);
    const named = await upload(uploadMemberResume, member.token, { name: 'resume.png', bytes: pdf() });
    expect(named.body.error.Message).toBe(MSG.pdfOnly);
    const html = await upload(uploadStudentResume, student.token, {
      name: 'resume.pdf',
      bytes: Buffer.from('<!DOCTYPE html><script>alert(1)</script>'),
      type: 'application/pdf',
    });
    expect(html.body.error.Message).toBe(MSG.pdfOnly);
    const cut = await upload(uploadMemberResume, member.token, {
      name: 'resume.pdf',
      bytes: pdf().subarray(0, 90),
    });
    expect(cut.body.error.Message).toBe(PROFILE_MSG.pdfDamaged);
  });

  it('holds a member resume to 2 MB', async () => {
    const over = await upload(uploadMemberResume, otherMember.token, {
      name: 'cv.pdf',
      bytes: pdf(2 * MB + 1),
    });
    expectRefused(over, 400, MSG.resumeTooBigMember);
    const exact = await upload(uploadMemberResume, otherMember.token, { name: 'cv.pdf', bytes: pdf(2 * MB) });
    expect(exact.status, exact.body.error.Message).toBe(200);
  });

  it('holds a student resume to 5 MB', async () => {
    const over = await upload(uploadStudentResume, otherStudent.token, {
      name: 'cv.pdf',
      bytes: pdf(5 * MB + 1),
    });
    expectRefused(over, 400, MSG.resumeTooBigStudent);
    const three = await upload(uploadStudentResume, otherStudent.token, {
      name: 'cv.pdf',
      bytes: pdf(3 * MB),
    });
    expect(three.status, three.body.error.Message).toBe(200);
  });

  it('says no file was selected for an empty form, a wrong field or a JSON body', async () => {
    const wrongField = await upload(uploadMemberResume, member.token, {
      field: 'file',
      name: 'a.pdf',
      bytes: pdf(),
    });
    expect(wrongField.body.error.Message).toBe(MSG.noFileSelected);
    const empty = await upload(uploadMemberResume, member.token, { name: 'a.pdf', bytes: Buffer.alloc(0) });
    expect(empty.body.error.Message).toBe(MSG.noFileSelected);
    const json = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/${uploadMemberResume.path}`,
      headers: {
        authorization: `Bearer ${member.token}`,
        'x-requested-with': 'x',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.Message).toBe(MSG.noFileSelected);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `${API_BASE}/${uploadMemberResume.path}`,
      headers: {
        'x-requested-with': 'x',
        'content-type': multipartBody('resume', 'a.pdf', pdf()).contentType,
      },
      payload: multipartBody('resume', 'a.pdf', pdf()).payload,
    });
    expect(anonymous.statusCode).toBe(401);
    // A student cannot upload through the member path.
    expect((await upload(uploadMemberResume, student.token, { name: 'a.pdf', bytes: pdf() })).status).toBe(
      403,
    );
  });

  it('replaces the previous resume: the old file is gone, the new one served', async () => {
    const first = await upload(uploadStudentResume, student.token, { name: 'a.pdf', bytes: pdf(10_000) });
    const firstName = first.body.result!.fileName;
    const before = await storedFiles();
    const second = await upload(uploadStudentResume, student.token, { name: 'b.pdf', bytes: pdf(20_000) });
    const secondName = second.body.result!.fileName;
    expect(secondName).not.toBe(firstName);
    const after = await storedFiles();
    expect(after.length).toBe(before.length);

    const old = await fetchFile(resumePath(student.code, firstName), student.token);
    expect(old.statusCode).toBe(404);
    expect(old.json().error.Message).toBe(MSG.resumeNotFound);
    const current = await fetchFile(resumePath(student.code, secondName), student.token);
    expect(current.statusCode).toBe(200);
    expect(current.rawPayload.length).toBe(20_000);
    const profile = await call(t.app, getStudentProfile, {}, { token: student.token });
    expect(profile.body.result!.resumeDetail?.fileName).toBe(secondName);
  });

  it('removes the new bytes when the database step fails', async () => {
    // A member account without a profile row: the swap finds no profile and rolls back.
    const { token } = await signedInUser(t, 'member');
    const before = await storedFiles();
    const res = await upload(uploadMemberResume, token, { name: 'a.pdf', bytes: pdf() });
    expect(res.status).toBe(404);
    expect(await storedFiles()).toEqual(before);
  });

  it('says Resume not found when the bytes are missing from storage', async () => {
    const res = await upload(uploadMemberResume, otherMember.token, { name: 'cv.pdf', bytes: pdf() });
    const fileName = res.body.result!.fileName;
    const storage = fileStorage(t.ctx.config);
    for (const key of await storedFiles()) {
      const stream = await storage.get(key);
      const bytes = stream ? Buffer.concat(await stream.toArray()) : Buffer.alloc(0);
      if (bytes.equals(pdf())) await storage.delete(key);
    }
    const file = await fetchFile(resumePath(otherMember.code, fileName), otherMember.token);
    expect(file.statusCode).toBe(404);
    expect(file.json().error.Message).toBe(MSG.resumeNotFound);
  });
});

describe('resume access', () => {
  let memberResume: string;
  let studentResume: string;
  beforeAll(async () => {
    memberResume = (await upload(uploadMemberResume, member.token, { name: 'cv.pdf', bytes: pdf(1234) })).body
      .result!.fileName;
    studentResume = (await upload(uploadStudentResume, student.token, { name: 'cv.pdf', bytes: pdf(2345) }))
      .body.result!.fileName;
  });

  it.each([
    ['the owner', () => member, 200],
    ['an admin', () => admin, 200],
    ['an employer the member applied to', () => employer, 200],
    ['another employer (searchable, but the resume switch is off)', () => otherEmployer, 404],
    ['another member', () => otherMember, 404],
    ['a student', () => student, 404],
  ] as const)("a member's resume: %s gets %i", async (_who, viewer, status) => {
    const res = await fetchFile(resumePath(member.code, memberResume), viewer().token);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.rawPayload.length).toBe(1234);
    else expect(res.json().error.Message).toBe(MSG.resumeNotFound);
  });

  it.each([
    ['the owner', () => student, 200],
    ['an admin', () => admin, 200],
    ['an employer the student applied to (training)', () => employer, 200],
    ['another employer (searchable, but the resume switch is off)', () => otherEmployer, 404],
    ['another student', () => otherStudent, 404],
    ['a member', () => member, 404],
  ] as const)("a student's resume: %s gets %i", async (_who, viewer, status) => {
    const res = await fetchFile(resumePath(student.code, studentResume), viewer().token);
    expect(res.statusCode).toBe(status);
  });

  it('asks an anonymous caller to log in', async () => {
    const res = await fetchFile(resumePath(member.code, memberResume));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      result: null,
      error: { Message: MSG.pleaseLogin, code: 'MSG.pleaseLogin' },
    });
  });

  it("answers Resume not found for unknown names, codes and another person's file name", async () => {
    for (const url of [
      resumePath(member.code, 'NoSuchFile000000000000.pdf'),
      resumePath('NoSuchUser123456', memberResume),
      resumePath(otherMember.code, memberResume),
    ]) {
      const res = await fetchFile(url, admin.token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.Message).toBe(MSG.resumeNotFound);
    }
    const odd = await fetchFile(`resume/${member.code}/..%2F..%2Fetc%2Fpasswd`, admin.token);
    expect(odd.statusCode).toBe(400);
  });

  it('opens the resume to employers who found the candidate by search only while the switch is on', async () => {
    const url = resumePath(member.code, memberResume);
    const shown = await call(
      t.app,
      setMemberResumeVisibility,
      { body: { show: true } },
      { token: member.token },
    );
    expect(shown.body.result).toEqual({ showResumeToEmployers: true, Message: PROFILE_MSG.resumeShown });
    expect((await fetchFile(url, otherEmployer.token)).statusCode).toBe(200);
    const hidden = await call(
      t.app,
      setMemberResumeVisibility,
      { body: { show: false } },
      { token: member.token },
    );
    expect(hidden.body.result!.Message).toBe(PROFILE_MSG.resumeHidden);
    expect((await fetchFile(url, otherEmployer.token)).statusCode).toBe(404);
    // The employer applied to: always.
    expect((await fetchFile(url, employer.token)).statusCode).toBe(200);
  });

  it('still lets an entitled employer in after the member deactivated the profile, but no other employer', async () => {
    await call(t.app, setMemberResumeVisibility, { body: { show: true } }, { token: member.token });
    await call(t.app, setMemberActive, { body: { status: false } }, { token: member.token });
    expect((await fetchFile(resumePath(member.code, memberResume), employer.token)).statusCode).toBe(200);
    expect((await fetchFile(resumePath(member.code, memberResume), otherEmployer.token)).statusCode).toBe(
      404,
    );
    await call(t.app, setMemberActive, { body: { status: true } }, { token: member.token });
    expect((await fetchFile(resumePath(member.code, memberResume), otherEmployer.token)).statusCode).toBe(
      200,
    );
    await call(t.app, setMemberResumeVisibility, { body: { show: false } }, { token: member.token });
  });
});

describe('profile pictures', () => {
  it('stores a PNG or JPEG and serves it inline to those who may see the profile', async () => {
    const res = await upload(uploadMemberPicture, member.token, {
      field: 'picture',
      name: 'me.png',
      bytes: PNG,
    });
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result!.Message).toBe(PROFILE_MSG.pictureUploaded);
    const fileName = res.body.result!.fileName;
    expect(fileName).toMatch(/\.png$/);
    const profile = await call(t.app, getMemberProfile, {}, { token: member.token });
    expect(profile.body.result!.basicDetail.profilePicture).toBe(fileName);

    for (const viewer of [member, admin, employer]) {
      const img = await fetchFile(picturePath(member.code, fileName), viewer.token);
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['content-disposition']).toBe(`inline; filename="${fileName}"`);
      expect(img.headers['x-content-type-options']).toBe('nosniff');
    }
    // Any employer sees an active (searchable) profile's picture; other members and students do not.
    expect((await fetchFile(picturePath(member.code, fileName), otherEmployer.token)).statusCode).toBe(200);
    for (const viewer of [otherMember, student]) {
      expect((await fetchFile(picturePath(member.code, fileName), viewer.token)).statusCode).toBe(404);
    }
    expect((await fetchFile(picturePath(member.code, fileName))).statusCode).toBe(401);

    // A JPEG replaces it; the PNG is gone.
    const jpeg = await upload(uploadMemberPicture, member.token, {
      field: 'picture',
      name: 'me.jpg',
      bytes: JPEG,
    });
    expect(jpeg.body.result!.fileName).toMatch(/\.jpg$/);
    expect((await fetchFile(picturePath(member.code, fileName), member.token)).statusCode).toBe(404);
  });

  it('refuses other types and pictures over 5 MB', async () => {
    const pdfPicture = await upload(uploadStudentPicture, student.token, {
      field: 'picture',
      name: 'me.png',
      bytes: pdf(),
    });
    expect(pdfPicture.body.error.Message).toBe(MSG.invalidImageType);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * MB + 1 - PNG.length)]);
    const tooBig = await upload(uploadStudentPicture, student.token, {
      field: 'picture',
      name: 'me.png',
      bytes: big,
    });
    expect(tooBig.body.error.Message).toBe(MSG.imageTooBig);
  });
});

describe('candidate views', () => {
  it('shows any member and student to an admin, by path', async () => {
    const m = await call(
      t.app,
      getMemberDetailForAdmin,
      { params: { userCode: member.code } },
      { token: admin.token },
    );
    expect(m.status, m.body.error.Message).toBe(200);
    expect(m.body.result!.basicDetail).toMatchObject({ userCode: member.code, isActive: true });
    expect(m.body.result).toHaveProperty('certificationDetail');
    const s = await call(
      t.app,
      getStudentDetailForAdmin,
      { params: { userCode: student.code } },
      { token: admin.token },
    );
    expect(s.body.result!.basicDetail.userCode).toBe(student.code);
    // Only admins use the path form.
    expect(
      (
        await call(
          t.app,
          getMemberDetailForAdmin,
          { params: { userCode: member.code } },
          { token: employer.token },
        )
      ).status,
    ).toBe(403);
    // A student's code is not a member.
    const wrongKind = await call(
      t.app,
      getMemberDetailForAdmin,
      { params: { userCode: student.code } },
      { token: admin.token },
    );
    expectRefused(wrongKind, 404, PROFILE_MSG.candidateNotFound);
  });

  it('shows a member to the employer the member applied to, and to other employers only while active', async () => {
    const ok = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: member.code } },
      { token: employer.token },
    );
    expect(ok.status).toBe(200);
    const withJob = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: member.code, jobCode } },
      { token: employer.token },
    );
    expect(withJob.status).toBe(200);
    // Another employer's job code does not open the door.
    const wrongJob = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: member.code, jobCode: otherJobCode } },
      { token: employer.token },
    );
    expect(wrongJob.status).toBe(404);
    const other = () =>
      call(t.app, getMemberDetail, { query: { userCode: member.code } }, { token: otherEmployer.token });
    expect((await other()).status).toBe(200);
    await call(t.app, setMemberActive, { body: { status: false } }, { token: member.token });
    const hidden = await other();
    expectRefused(hidden, 404, PROFILE_MSG.candidateNotFound);
    expect(
      (await call(t.app, getMemberDetail, { query: { userCode: member.code } }, { token: employer.token }))
        .status,
    ).toBe(200);
    await call(t.app, setMemberActive, { body: { status: true } }, { token: member.token });
    // Members and students cannot call it at all.
    expect(
      (await call(t.app, getMemberDetail, { query: { userCode: member.code } }, { token: otherMember.token }))
        .status,
    ).toBe(403);
    // Not applied but active: found through candidate search.
    const notApplied = await call(
      t.app,
      getMemberDetail,
      { query: { userCode: otherMember.code } },
      { token: employer.token },
    );
    expect(notApplied.status).toBe(200);
  });

  it('shows a student to the employer of the training applied to', async () => {
    const ok = await call(
      t.app,
      getStudentDetail,
      { query: { userCode: student.code, trainingCode } },
      { token: employer.token },
    );
    expect(ok.status, ok.body.error.Message).toBe(200);
    expect(ok.body.result!.basicDetail.userCode).toBe(student.code);
    const viaJob = await call(
      t.app,
      getStudentDetail,
      { query: { userCode: student.code, jobCode } },
      { token: employer.token },
    );
    expect(viaJob.status).toBe(404);
    const other = await call(
      t.app,
      getStudentDetail,
      { query: { userCode: student.code } },
      { token: otherEmployer.token },
    );
    expect(other.status).toBe(200);
    const unknown = await call(
      t.app,
      getStudentDetail,
      { query: { userCode: 'NoSuchUser123456' } },
      { token: admin.token },
    );
    expectRefused(unknown, 404, PROFILE_MSG.candidateNotFound);
    expect(OUR_MSG.notFound).not.toBe(PROFILE_MSG.candidateNotFound);
  });
});
