import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instituteMembers, instituteStudents } from '../../db/schema/institute.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { importInstituteCsv, parseCsv } from './institute-import.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('institute records import', () => {
  it('parses quoted CSV fields', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
  });

  it('imports good member rows and reports bad ones with reasons', async () => {
    const csv = [
      'membershipType,membershipNumber,dateOfBirth,name,email,mobile,address,region,chapter',
      'A,1001,1990-01-31,ASHA NAIR,Asha@Example.test,+91 98450 12345,"12, MG Road, Kochi",SIRC,Kochi',
      'F,2002,15/08/1975,VIKRAM SINGH,vikram@example.test,9811000000,,NIRC,Delhi',
      'X,3003,1990-01-01,BAD TYPE,bad@example.test,9811000001,,,',
      'A,4004,1990-02-30,BAD DATE,date@example.test,9811000002,,,',
      'A,5005,1990-01-01,BAD MAIL,not-an-email,9811000003,,,',
      'A,6006,1990-01-01,SHORT MOBILE,short@example.test,12345,,,',
    ].join('\n');
    const report = await importInstituteCsv(t.ctx.db, csv);
    expect(report.kind).toBe('members');
    expect(report.imported).toBe(2);
    expect(report.rejected.map((r) => r.line)).toEqual([4, 5, 6, 7]);
    expect(report.rejected[1]!.reason).toContain('dateOfBirth');
    const rows = await t.ctx.db.select().from(instituteMembers);
    const asha = rows.find((r) => r.membershipNumber === '1001')!;
    expect(asha).toMatchObject({
      email: 'asha@example.test',
      mobile: '919845012345',
      address: '12, MG Road, Kochi',
    });
    expect(rows.find((r) => r.membershipNumber === '2002')!.dateOfBirth).toBe('1975-08-15');
    // A second import replaces the record.
    await importInstituteCsv(
      t.ctx.db,
      'membershipType,membershipNumber,dateOfBirth,name,email,mobile,address,region,chapter\nA,1001,1990-01-31,ASHA NAIR MENON,asha@example.test,9845012345,,SIRC,Kochi\n',
    );
    const again = await t.ctx.db.select().from(instituteMembers);
    expect(again.filter((r) => r.membershipNumber === '1001')).toHaveLength(1);
    expect(again.find((r) => r.membershipNumber === '1001')!.name).toBe('ASHA NAIR MENON');
  });

  it('imports students and refuses an unknown header', async () => {
    const report = await importInstituteCsv(
      t.ctx.db,
      'registrationNumber,dateOfBirth,name,email,mobile,region,chapter\n230011,2004-03-03,MEERA,meera@example.test,9198765400001,WIRC,Pune\n,2004-03-03,NO NUMBER,x@example.test,9876500000,,\n',
    );
    expect(report).toMatchObject({ kind: 'students', imported: 1 });
    expect(report.rejected).toHaveLength(1);
    expect((await t.ctx.db.select().from(instituteStudents)).map((r) => r.registrationNumber)).toContain(
      '230011',
    );
    await expect(importInstituteCsv(t.ctx.db, 'foo,bar\n1,2\n')).rejects.toThrow(/Unknown CSV header/);
  });
});
