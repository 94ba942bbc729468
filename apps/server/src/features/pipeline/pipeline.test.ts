import { setLanguage } from '@pp/contract/account';
import {
  applyForJob,
  applyForTraining,
  memberJobApplications,
  studentJobApplications,
  studentTrainingApplications,
} from '@pp/contract/applications';
import { exportJobApplicants, listJobApplicants } from '@pp/contract/jobs';
import { MSG } from '@pp/contract/messages';
import {
  downloadJobResumes,
  downloadTrainingResumes,
  PIPELINE_MSG,
  RESUMES_README,
  setJobApplicantStage,
  setTrainingApplicantStage,
} from '@pp/contract/pipeline';
import { listTrainingApplicants } from '@pp/contract/trainings';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/comm.ts';
import { files } from '../../db/schema/files.ts';
import { memberProfiles, studentProfiles } from '../../db/schema/profiles.ts';
import { newCode } from '../../platform/codes.ts';
import { useFileStorage } from '../../platform/storage.ts';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  download,
  insertCandidate,
  insertCorporateProfile,
  insertJob,
  insertTraining,
  MemoryStorage,
  mailsTo,
  readZip,
} from '../../test/fixtures/index.ts';
import { appForTests, call, createTestApp, expectRefused, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { sheetOf } from '../../test/xlsx.ts';
import { entryBaseName } from './pipeline.service.ts';

let t: TestApp;
let storage: MemoryStorage;
let employer: { id: number; token: string };
let otherEmployer: { id: number; token: string };
let admin: { token: string };
let member: { id: number; code: string; token: string; email: string };
let student: { id: number; code: string; token: string; email: string };
let student2: { id: number; code: string; token: string };
let memberJob: { id: number; code: string };
let studentJob: { id: number; code: string };
let training: { id: number; code: string };
let emptyJob: { id: number; code: string };

function pdf(label: string): Buffer {
  return Buffer.from(`%PDF-1.4\n% ${label}\n${'x'.repeat(2000)}\n%%EOF\n`, 'latin1');
}

/** Stores a resume for the person and links it to their profile; returns the bytes. */
async function giveStoredResume(userId: number, kind: 'member' | 'student', label: string) {
  const bytes = pdf(label);
  const key = `resume/2026/${newCode(24)}`;
  await storage.put(key, bytes);
  const rows = await t.ctx.db
    .insert(files)
    .values({
      fileName: `${newCode()}.pdf`,
      ownerId: userId,
      kind: 'resume',
      storageKey: key,
      mime: 'application/pdf',
      size: bytes.length,
    })
    .returning({ id: files.id });
  const table = kind === 'member' ? memberProfiles : studentProfiles;
  await t.ctx.db.update(table).set({ resumeFileId: rows[0]!.id }).where(eq(table.userId, userId));
  return bytes;
}

const memberBytes = pdf('member resume');
let studentBytes: Buffer;

appForTests(async () => {
  t = await createTestApp();
  storage = new MemoryStorage();
  useFileStorage(t.ctx.config, storage);
  await seedReferenceData(t.ctx.db);
  const now = t.ctx.now();
  const e = await signedInUser(t, 'corporate');
  employer = { id: e.user.id, token: e.token };
  await insertCorporateProfile(t.ctx.db, employer.id, { companyName: 'PIPELINE TEST LIMITED' });
  const o = await signedInUser(t, 'corporate');
  otherEmployer = { id: o.user.id, token: o.token };
  await insertCorporateProfile(t.ctx.db, otherEmployer.id, { companyName: 'OTHER LIMITED' });
  admin = { token: (await signedInUser(t, 'admin')).token };

  member = await insertCandidate(t, 'member', { name: 'Ananya Rao' });
  student = await insertCandidate(t, 'student', { name: 'Rahul / Kumar: "R*K"' });
  student2 = await insertCandidate(t, 'student', { name: 'Priya Shah' });
  const stored = await giveStoredResume(member.id, 'member', 'member resume');
  expect(stored.equals(memberBytes)).toBe(true);
  studentBytes = await giveStoredResume(student.id, 'student', 'student resume');
  // student2 gets a resume to apply, which is then removed from the profile (no resume in the ZIP).
  await giveStoredResume(student2.id, 'student', 'student2 resume');

  memberJob = await insertJob(t.ctx.db, employer.id, now, { title: 'Company Secretary' });
  studentJob = await insertJob(t.ctx.db, employer.id, now, {
    title: 'Semi Qualified',
    qualifications: ['Q-CSE-PASS'],
  });
  emptyJob = await insertJob(t.ctx.db, employer.id, now, { title: 'Nobody applied' });
  training = await insertTraining(t.ctx.db, employer.id, now, { title: 'Articleship' });
  for (const [token, def, body] of [
    [member.token, applyForJob, { jobCode: memberJob.code }],
    [student.token, applyForJob, { jobCode: studentJob.code }],
    [student2.token, applyForJob, { jobCode: studentJob.code }],
    [student.token, applyForTraining, { trainingCode: training.code }],
  ] as const) {
    const res = await call(t.app, def, { body } as never, { token });
    expect(res.status, res.body.error.Message).toBe(200);
  }
  await t.ctx.db
    .update(studentProfiles)
    .set({ resumeFileId: null })
    .where(eq(studentProfiles.userId, student2.id));
  return t;
});

describe('stage changes', () => {
  it('moves a job applicant, mails the candidate, audits before/after and shows the stage everywhere', async () => {
    const res = await call(
      t.app,
      setJobApplicantStage,
      { body: { jobCode: memberJob.code, userCode: member.code, stage: 'shortlisted', note: 'Strong LODR' } },
      { token: employer.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result).toMatchObject({
      userCode: member.code,
      stage: 'shortlisted',
      stageLabel: 'Shortlisted',
      stageNote: 'Strong LODR',
      notified: true,
      Message: 'The applicant has been moved to Shortlisted.',
    });

    const mails = await mailsTo(t.ctx.db, member.email, { newestFirst: true });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your application for Company Secretary: Shortlisted');
    expect(mails[0]!.textBody).toContain('is now: Shortlisted');
    expect(mails[0]!.textBody).toContain('PIPELINE TEST LIMITED');
    expect(mails[0]!.textBody).toContain('http://portal.test/PlacementApp/member/job/application');
    // The employer's note is never mailed to the candidate.
    expect(mails[0]!.textBody).not.toContain('Strong LODR');
    expect(mails[0]!.htmlBody).not.toContain('Strong LODR');

    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.applicant.stage'), eq(auditLog.actorId, employer.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.detail).toMatchObject({
      postingCode: memberJob.code,
      userCode: member.code,
      from: { stage: 'applied', note: '' },
      to: { stage: 'shortlisted', note: 'Strong LODR' },
    });

    const list = await call(
      t.app,
      listJobApplicants,
      { query: { jobCode: memberJob.code } },
      { token: employer.token },
    );
    expect(list.body.result!.list[0]).toMatchObject({ stage: 'shortlisted', stageNote: 'Strong LODR' });

    const mine = await call(t.app, memberJobApplications, { query: {} }, { token: member.token });
    expect(mine.body.result!.list[0]).toMatchObject({
      code: memberJob.code,
      stage: 'shortlisted',
      stageLabel: 'Shortlisted',
    });
    expect(JSON.stringify(mine.body.result)).not.toContain('Strong LODR');
  });

  it('saving the same stage with a new note updates the note without a mail', async () => {
    const before = (await mailsTo(t.ctx.db, member.email, { newestFirst: true })).length;
    const res = await call(
      t.app,
      setJobApplicantStage,
      { body: { jobCode: memberJob.code, userCode: member.code, stage: 'shortlisted', note: 'Call Monday' } },
      { token: employer.token },
    );
    expect(res.body.result).toMatchObject({ notified: false, Message: PIPELINE_MSG.noteSaved });
    expect(await mailsTo(t.ctx.db, member.email, { newestFirst: true })).toHaveLength(before);
  });

  it('an admin moves a training applicant; the student sees the stage', async () => {
    const res = await call(
      t.app,
      setTrainingApplicantStage,
      { body: { trainingCode: training.code, userCode: student.code, stage: 'interview' } },
      { token: admin.token },
    );
    expect(res.status, res.body.error.Message).toBe(200);
    expect(res.body.result).toMatchObject({ stage: 'interview', stageNote: '', notified: true });
    const mails = await mailsTo(t.ctx.db, student.email, { newestFirst: true });
    expect(mails[0]!.subject).toBe('Your application for Articleship: Interview');
    expect(mails[0]!.textBody).toContain('/PlacementApp/student/training/application');
    const mine = await call(t.app, studentTrainingApplications, { query: {} }, { token: student.token });
    expect(mine.body.result!.list[0]).toMatchObject({ stage: 'interview', stageLabel: 'Interview' });
    const jobs = await call(t.app, studentJobApplications, { query: {} }, { token: student.token });
    expect(jobs.body.result!.list[0]).toMatchObject({ stage: 'applied', stageLabel: 'Applied' });
  });

  it("refuses another employer's posting, a non-applicant, bad stages and long notes", async () => {
    const other = await call(
      t.app,
      setJobApplicantStage,
      { body: { jobCode: memberJob.code, userCode: member.code, stage: 'hired' } },
      { token: otherEmployer.token },
    );
    expect(other.status).toBe(404);
    const stranger = await call(
      t.app,
      setJobApplicantStage,
      { body: { jobCode: memberJob.code, userCode: student.code, stage: 'hired' } },
      { token: employer.token },
    );
    expectRefused(stranger, 404, PIPELINE_MSG.applicantNotFound);
    const badStage = await call(
      t.app,
      setJobApplicantStage,
      { body: { jobCode: memberJob.code, userCode: member.code, stage: 'fired' as never } },
      { token: employer.token },
    );
    expect(badStage.status).toBe(400);
    expect(badStage.body.error.fields?.stage).toBe(PIPELINE_MSG.invalidStage);
    const longNote = await call(
      t.app,
      setJobApplicantStage,
      { body: { jobCode: memberJob.code, userCode: member.code, stage: 'hired', note: 'x'.repeat(501) } },
      { token: employer.token },
    );
    expect(longNote.status).toBe(400);
    expect(longNote.body.error.fields?.note).toBe(PIPELINE_MSG.noteTooLong);
    const asMember = await call(
      t.app,
      setJobApplicantStage,
      { body: { jobCode: memberJob.code, userCode: member.code, stage: 'hired' } },
      { token: member.token },
    );
    expect(asMember.status).toBe(403);
    const anonymous = await call(t.app, setJobApplicantStage, {
      body: { jobCode: memberJob.code, userCode: member.code, stage: 'hired' },
    });
    expect(anonymous.status).toBe(401);
    // Nothing changed.
    const list = await call(
      t.app,
      listJobApplicants,
      { query: { jobCode: memberJob.code } },
      { token: employer.token },
    );
    expect(list.body.result!.list[0]!.stage).toBe('shortlisted');
  });

  it('filters applicant lists by stage and puts the stage in the Excel', async () => {
    await call(
      t.app,
      setJobApplicantStage,
      { body: { jobCode: studentJob.code, userCode: student2.code, stage: 'notSelected' } },
      { token: employer.token },
    );
    const all = await call(
      t.app,
      listJobApplicants,
      { query: { jobCode: studentJob.code } },
      { token: employer.token },
    );
    expect(all.body.result!.total).toBe(2);
    const notSelected = await call(
      t.app,
      listJobApplicants,
      { query: { jobCode: studentJob.code, stage: 'notSelected' } },
      { token: employer.token },
    );
    expect(notSelected.body.result!.total).toBe(1);
    expect(notSelected.body.result!.list.map((a) => a.userCode)).toEqual([student2.code]);
    const applied = await call(
      t.app,
      listJobApplicants,
      { query: { jobCode: studentJob.code, stage: 'applied' } },
      { token: employer.token },
    );
    expect(applied.body.result!.list.map((a) => a.userCode)).toEqual([student.code]);
    const none = await call(
      t.app,
      listTrainingApplicants,
      { query: { trainingCode: training.code, stage: 'hired' } },
      { token: employer.token },
    );
    expect(none.body.result).toEqual({ list: [], total: 0 });
    const bad = await call(
      t.app,
      listJobApplicants,
      { query: { jobCode: studentJob.code, stage: 'fired' as never } },
      { token: employer.token },
    );
    expect(bad.status).toBe(400);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/placementapi/v1/${exportJobApplicants.path}?jobCode=${studentJob.code}`,
      headers: { authorization: `Bearer ${employer.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const sheet = await sheetOf(xlsx.rawPayload);
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const stageColumn = headers.indexOf('Stage') + 1;
    expect(headers.at(-1)).toBe('Interview (India time)');
    const stages = [2, 3].map((r) => sheet.getRow(r).getCell(stageColumn).value).sort();
    expect(stages).toEqual(['Applied', 'Not selected']);
  });
});

describe("stage change mails in the candidate's language", () => {
  it('writes the mail in Hindi to a candidate who chose Hindi, and in English to the others', async () => {
    const meera = await insertCandidate(t, 'student', { name: 'Meera Iyer' });
    await giveStoredResume(meera.id, 'student', 'meera resume');
    const chosen = await call(t.app, setLanguage, { body: { language: 'hi' } }, { token: meera.token });
    expect(chosen.status, chosen.body.error.Message).toBe(200);
    const job = await insertJob(t.ctx.db, employer.id, t.ctx.now(), {
      title: 'Compliance Trainee',
      qualifications: ['Q-CSE-PASS'],
    });
    const applied = await call(t.app, applyForJob, { body: { jobCode: job.code } }, { token: meera.token });
    expect(applied.status, applied.body.error.Message).toBe(200);
    const moved = await call(
      t.app,
      setJobApplicantStage,
      { body: { jobCode: job.code, userCode: meera.code, stage: 'interview' } },
      { token: employer.token },
    );
    expect(moved.status, moved.body.error.Message).toBe(200);
    // The employer's answer stays in the contract's English; only the candidate's mail is Hindi.
    expect(moved.body.result).toMatchObject({ stageLabel: 'Interview', notified: true });

    const [mail] = await mailsTo(t.ctx.db, meera.email, { newestFirst: true });
    expect(mail!.subject).toBe('Compliance Trainee के लिए आपका आवेदन: साक्षात्कार');
    expect(mail!.textBody).toContain('प्रिय Meera Iyer,');
    expect(mail!.textBody).toContain(
      'नौकरी "Compliance Trainee" (PIPELINE TEST LIMITED) के लिए आपके आवेदन की स्थिति अब है: साक्षात्कार।',
    );
    expect(mail!.textBody).toContain('नियोक्ता आपका साक्षात्कार लेना चाहते हैं');
    expect(mail!.textBody).toContain('अपने आवेदन देखें: http://portal.test/PlacementApp/student/job/application');
    expect(mail!.textBody).toContain('सादर,\nPlacement Portal');
    expect(mail!.textBody).not.toMatch(/Dear|Regards|Your application/);
    expect(mail!.htmlBody).toMatch(/^<div lang="hi" /);

    // An English candidate's mail is as before, without a lang attribute.
    const [english] = await mailsTo(t.ctx.db, member.email, { newestFirst: true });
    expect(english!.textBody).toMatch(/^Dear Ananya Rao,/);
    expect(english!.htmlBody).toMatch(/^<div style=/);
  });
});

describe('bulk resumes', () => {
  it('streams a ZIP of the resumes named by candidate, with a README of those without one', async () => {
    const res = await download(
      t.app,
      downloadJobResumes,
      { query: { jobCode: studentJob.code } },
      employer.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="resumes-\d+\.zip"$/);
    const entries = readZip(res.rawPayload);
    const studentEntry = `Rahul Kumar R K - ${student.code}.pdf`;
    expect([...entries.keys()]).toEqual([studentEntry, RESUMES_README]);
    expect(entries.get(studentEntry)!.equals(studentBytes)).toBe(true);
    const readme = entries.get(RESUMES_README)!.toString('utf8');
    expect(readme).toContain('Included: 1 resume(s)');
    expect(readme).toContain(`Priya Shah (${student2.code})`);
  });

  it('admins download any posting; trainings too', async () => {
    const job = await download(
      t.app,
      downloadJobResumes,
      { query: { jobCode: memberJob.code } },
      admin.token,
    );
    expect(job.statusCode).toBe(200);
    const entries = readZip(job.rawPayload);
    expect(entries.get(`Ananya Rao - ${member.code}.pdf`)!.equals(memberBytes)).toBe(true);
    expect(entries.get(RESUMES_README)!.toString()).toContain('Every applicant has a resume');
    const tr = await download(
      t.app,
      downloadTrainingResumes,
      { query: { trainingCode: training.code } },
      employer.token,
    );
    expect(tr.statusCode).toBe(200);
    expect([...readZip(tr.rawPayload).keys()]).toEqual([
      `Rahul Kumar R K - ${student.code}.pdf`,
      RESUMES_README,
    ]);
  });

  it('refuses empty downloads and other employers', async () => {
    const empty = await download(
      t.app,
      downloadJobResumes,
      { query: { jobCode: emptyJob.code } },
      employer.token,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.Message).toBe(MSG.noDataToExport);
    const other = await download(
      t.app,
      downloadJobResumes,
      { query: { jobCode: studentJob.code } },
      otherEmployer.token,
    );
    expect(other.statusCode).toBe(404);
    const asStudent = await download(
      t.app,
      downloadJobResumes,
      { query: { jobCode: studentJob.code } },
      student.token,
    );
    expect(asStudent.statusCode).toBe(403);

    // Applicants, but none with a resume.
    const now = t.ctx.now();
    const lonely = await insertJob(t.ctx.db, employer.id, now, {
      title: 'No resumes',
      qualifications: ['Q-CSE-PASS'],
    });
    await giveStoredResume(student2.id, 'student', 'again');
    await call(t.app, applyForJob, { body: { jobCode: lonely.code } }, { token: student2.token });
    await t.ctx.db
      .update(studentProfiles)
      .set({ resumeFileId: null })
      .where(eq(studentProfiles.userId, student2.id));
    const noResumes = await download(
      t.app,
      downloadJobResumes,
      { query: { jobCode: lonely.code } },
      employer.token,
    );
    expect(noResumes.statusCode).toBe(400);
    expect(noResumes.json().error.Message).toBe(PIPELINE_MSG.noResumes);
  });

  it('lists a resume missing from storage in the README instead of failing', async () => {
    const key = [...storage.bytes.keys()].find((k) => storage.bytes.get(k)!.equals(memberBytes))!;
    const saved = storage.bytes.get(key)!;
    storage.bytes.delete(key);
    try {
      const res = await download(
        t.app,
        downloadJobResumes,
        { query: { jobCode: memberJob.code } },
        employer.token,
      );
      expect(res.statusCode).toBe(200);
      const entries = readZip(res.rawPayload);
      expect([...entries.keys()]).toEqual([RESUMES_README]);
      expect(entries.get(RESUMES_README)!.toString()).toContain(`Ananya Rao (${member.code})`);
    } finally {
      storage.bytes.set(key, saved);
    }
  });

  it('makes safe entry names', () => {
    expect(entryBaseName('  Élodie  D’Souza ../../etc ', 'AbC123')).toBe('Elodie D Souza .. .. etc - AbC123');
    expect(entryBaseName('///', 'X1')).toBe('Applicant - X1');
    expect(entryBaseName('a'.repeat(200), 'X1')).toBe(`${'a'.repeat(80)} - X1`);
  });
});
