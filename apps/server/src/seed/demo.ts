import { REGISTRATION_TYPE } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { count } from 'drizzle-orm';
import { announcements } from '../db/schema/comm.ts';
import { instituteMembers, instituteStudents } from '../db/schema/institute.ts';
import { corporateProfiles, memberProfiles, studentProfiles } from '../db/schema/profiles.ts';
import { users } from '../db/schema/users.ts';
import { createAccount } from '../features/auth/auth.service.ts';
import { putKnownAuthenticator } from '../features/auth/second-factor.service.ts';
import { newCode } from '../platform/codes.ts';
import type { AppContext } from '../platform/context.ts';

export interface DemoSignIn {
  kind: Role;
  email: string;
  password: string;
  page: string;
}

/** The demo accounts printed at start. Demo data is for trying the portal, never for production. */
export const DEMO_SIGN_INS: DemoSignIn[] = [
  { kind: 'admin', email: 'admin@placement.demo', password: 'Admin@2026', page: '/admin' },
  { kind: 'corporate', email: 'employer@placement.demo', password: 'Employer@2026', page: '/corporate' },
  { kind: 'member', email: 'member@placement.demo', password: 'Member@2026', page: '/member' },
  { kind: 'student', email: 'student@placement.demo', password: 'Student@2026', page: '/student' },
];

/**
 * The key of the demo admins' authenticator app (README): admins sign in with a second factor, and
 * the demo's are set up with this published one. Not in production, where the demo admins set up
 * their own at the first sign-in.
 */
export const DEMO_TOTP_SECRET = 'PLACEMENTDEMOADMINSECRETKEY23456';

export async function hasAnyUser(ctx: AppContext): Promise<boolean> {
  const rows = await ctx.db.select({ n: count() }).from(users);
  return (rows[0]?.n ?? 0) > 0;
}

/** Demo users of the four kinds with their profiles, institute records and announcements. */
export async function seedDemoData(ctx: AppContext) {
  const byKind = Object.fromEntries(DEMO_SIGN_INS.map((d) => [d.kind, d])) as Record<Role, DemoSignIn>;
  // In production the demo accounts take DEMO_PASSWORD (config.ts refuses the published ones).
  const password = (published: string) => ctx.config.DEMO_PASSWORD ?? published;
  const admin = await createAccount(ctx, {
    role: 'admin',
    email: byKind.admin.email,
    password: password(byKind.admin.password),
    name: 'PLACEMENT ADMIN',
  });
  const corporate = await createAccount(ctx, {
    role: 'corporate',
    email: byKind.corporate.email,
    password: password(byKind.corporate.password),
    name: 'SHREE GANESH INDUSTRIES LIMITED',
    mobile: '9820012345',
    registrationType: REGISTRATION_TYPE.training,
  });
  const member = await createAccount(ctx, {
    role: 'member',
    email: byKind.member.email,
    password: password(byKind.member.password),
    name: 'ANANYA RAO',
    mobile: '9811122233',
  });
  const student = await createAccount(ctx, {
    role: 'student',
    email: byKind.student.email,
    password: password(byKind.student.password),
    name: 'ROHIT VERMA',
    mobile: '9876501234',
  });

  await ctx.db.insert(corporateProfiles).values({
    userId: corporate.id,
    companyName: 'SHREE GANESH INDUSTRIES LIMITED',
    cinNumber: 'L17110MH1995PLC093447',
    isListed: true,
    industryTypes: ['IND-TEXT', 'IND-CHEM'],
    companyDescription:
      '<p>A listed manufacturer of textiles and specialty chemicals with plants in Maharashtra and Gujarat, hiring company secretaries for its secretarial and compliance team.</p>',
    countryCode: 'IN',
    stateCode: 'IN-MH',
    cityCode: 'IN-MH-MUMBAI',
    address: 'PLOT 14, MIDC ANDHERI EAST',
    locality: 'Andheri East',
    companyContactNumber: '2228201234',
    companyWebsite: 'https://example.com',
    contactPerson1Name: 'MEERA KULKARNI',
    contactPerson1Email: byKind.corporate.email,
    contactPerson1Mobile: '9820012345',
    canPostTraining: true,
  });
  await ctx.db.insert(memberProfiles).values({
    userId: member.id,
    membershipType: 'A',
    membershipNumber: '54321',
    dateOfBirth: '1994-06-15',
    stateCode: 'IN-KA',
    cityCode: 'IN-KA-BENGALURU',
    address: '12, 4TH CROSS, INDIRANAGAR, BENGALURU',
    currentCompany: 'Nimbus Software Private Limited',
    totalExperienceInMonths: 54,
    currentCtc: 1250000,
    profileSummary:
      'Associate company secretary with four years in secretarial compliance for unlisted public companies: board and general meetings, MCA21 filings, FEMA reporting and secretarial audit support.',
  });
  await ctx.db.insert(studentProfiles).values({
    userId: student.id,
    registrationNumber: '220456789',
    dateOfBirth: '2002-02-20',
    stateCode: 'IN-DL',
    cityCode: 'IN-DL-NEW-DELHI',
    profileSummary:
      'CS Executive student looking for a 21-month training with a listed company or a practising firm.',
  });
  await ctx.db
    .insert(instituteMembers)
    .values([
      {
        membershipType: 'A',
        membershipNumber: '54321',
        dateOfBirth: '1994-06-15',
        name: 'ANANYA RAO',
        email: byKind.member.email,
        mobile: '9811122233',
        address: '12, 4TH CROSS, INDIRANAGAR, BENGALURU',
        region: 'SIRC',
        chapter: 'Bengaluru',
      },
      {
        membershipType: 'A',
        membershipNumber: '60001',
        dateOfBirth: '1990-01-01',
        name: 'KARAN MEHTA',
        email: 'karan.mehta@placement.demo',
        mobile: '9900000001',
        address: '7, MARINE DRIVE, MUMBAI',
        region: 'WIRC',
        chapter: 'Mumbai',
      },
      {
        membershipType: 'F',
        membershipNumber: '7001',
        dateOfBirth: '1980-03-10',
        name: 'SUNITA IYER',
        email: 'sunita.iyer@placement.demo',
        mobile: '9900000002',
        address: '21, T NAGAR, CHENNAI',
        region: 'SIRC',
        chapter: 'Chennai',
      },
    ])
    .onConflictDoNothing();
  await ctx.db
    .insert(instituteStudents)
    .values([
      {
        registrationNumber: '220456789',
        dateOfBirth: '2002-02-20',
        name: 'ROHIT VERMA',
        email: byKind.student.email,
        mobile: '919876501234',
        region: 'NIRC',
        chapter: 'Delhi',
      },
      {
        registrationNumber: '230000001',
        dateOfBirth: '2003-05-05',
        name: 'PRIYA SHARMA',
        email: 'priya.sharma@placement.demo',
        mobile: '919900000003',
        region: 'NIRC',
        chapter: 'Jaipur',
      },
    ])
    .onConflictDoNothing();
  await ctx.db.insert(announcements).values([
    {
      code: newCode(),
      title: 'Campus placement programme: registrations open',
      body: '<p>Members and students can now register for the placement programme. Keep your profile and resume up to date before the placement days.</p>',
      createdBy: admin.id,
      publishedAt: ctx.now(),
    },
    {
      code: newCode(),
      title: 'How to apply for trainings',
      body: '<p>Students: search trainings by State/UT, open a training and press <strong>Apply now</strong>. You need a resume on your profile to apply.</p>',
      createdBy: admin.id,
      publishedAt: new Date(ctx.now().getTime() - 86400_000),
    },
  ]);
  // A second account of each kind: more realistic lists, and journeys that change a password use them.
  const seconds = [];
  for (const extra of SECOND_ACCOUNTS)
    seconds.push(await createAccount(ctx, { ...extra, password: password(extra.password) }));
  const [admin2, employer2, member2, student2] = seconds;
  if (ctx.config.NODE_ENV !== 'production')
    for (const demoAdmin of [admin, admin2!])
      await putKnownAuthenticator(ctx, demoAdmin.id, DEMO_TOTP_SECRET);
  await ctx.db.insert(corporateProfiles).values({
    userId: employer2!.id,
    companyName: 'VEDANT LEGAL ASSOCIATES',
    isPcs: true,
    firmName: 'VEDANT LEGAL ASSOCIATES',
    memberName: 'VEDANT JOSHI',
    membershipNumber: 'F8123',
    industryTypes: ['IND-LEGAL'],
    countryCode: 'IN',
    stateCode: 'IN-GJ',
    cityCode: 'IN-GJ-AHMEDABAD',
    address: '301, SAKAR COMPLEX, ASHRAM ROAD',
    contactPerson1Name: 'VEDANT JOSHI',
    contactPerson1Email: 'employer2@placement.demo',
    contactPerson1Mobile: '9825012345',
  });
  await ctx.db.insert(memberProfiles).values({
    userId: member2!.id,
    membershipType: 'A',
    membershipNumber: '60002',
    dateOfBirth: '1992-09-09',
    stateCode: 'IN-MH',
    cityCode: 'IN-MH-PUNE',
    currentCompany: 'Deccan Finance Limited',
    totalExperienceInMonths: 30,
    currentCtc: 900000,
    profileSummary: 'Company secretary handling listing compliance and board processes at an NBFC.',
  });
  await ctx.db.insert(studentProfiles).values({
    userId: student2!.id,
    registrationNumber: '230000002',
    dateOfBirth: '2003-07-07',
    stateCode: 'IN-RJ',
    cityCode: 'IN-RJ-JAIPUR',
    profileSummary: 'CS Professional student looking for a training in corporate laws.',
  });
  return { admin, corporate, member, student };
}

export const SECOND_ACCOUNTS = [
  { role: 'admin', email: 'admin2@placement.demo', password: 'Admin@2026', name: 'SECOND ADMIN' },
  {
    role: 'corporate',
    email: 'employer2@placement.demo',
    password: 'Employer@2026',
    name: 'VEDANT LEGAL ASSOCIATES',
  },
  { role: 'member', email: 'member2@placement.demo', password: 'Member@2026', name: 'NIKHIL DESAI' },
  { role: 'student', email: 'student2@placement.demo', password: 'Student@2026', name: 'SNEHA PATIL' },
] as const satisfies { role: Role; email: string; password: string; name: string }[];
