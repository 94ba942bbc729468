import { istDay, istDayStart } from '@pp/contract/india-time';
import type { NotificationPayload } from '@pp/contract/notifications';
import { and, eq, inArray } from 'drizzle-orm';
import { interviewInvites, interviewSlots, interviews } from '../db/schema/interviews.ts';
import { notifications } from '../db/schema/notifications.ts';
import { jobApplications, jobs } from '../db/schema/postings.ts';
import { corporateProfiles } from '../db/schema/profiles.ts';
import { users } from '../db/schema/users.ts';
import { newCode } from '../platform/codes.ts';
import type { AppContext } from '../platform/context.ts';
import type { DemoPeople } from './demo-people.ts';

/**
 * The demo's interviews, so that the interview screens and the bell show something at the first
 * start: the demo member is invited to a video interview by Koshala Finserv ('Company Secretary -
 * NBFC', awaiting the answer); the demo employer has a first round for two of its 'Company
 * Secretary & Compliance Officer' applicants at the interview stage, one accepted and one asking
 * for another time. Each invitation has the notification its e-mail would have left; no e-mail is
 * queued (nobody did anything). Times are days ahead, India time.
 */

const DAY_S = 86_400;

/** The instant `daysAhead` days from now at `hh:mm` in India. */
function indiaTime(now: Date, daysAhead: number, hh: number, mm: number): Date {
  const day = istDay(Math.floor(now.getTime() / 1000) + daysAhead * DAY_S);
  return new Date(((istDayStart(day) ?? 0) + hh * 3600 + mm * 60) * 1000);
}

async function applicationOf(ctx: AppContext, jobTitle: string, ownerId: number, userId: number) {
  const rows = await ctx.db
    .select({ id: jobApplications.id, jobId: jobs.id, code: jobs.code, title: jobs.title })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(and(eq(jobs.title, jobTitle), eq(jobs.ownerId, ownerId), eq(jobApplications.userId, userId)))
    .limit(1);
  return rows[0];
}

async function companyOf(ctx: AppContext, userId: number): Promise<string> {
  const rows = await ctx.db
    .select({ name: corporateProfiles.companyName })
    .from(corporateProfiles)
    .where(eq(corporateProfiles.userId, userId));
  return rows[0]?.name ?? '';
}

interface DemoInvite {
  userId: number;
  applicationId: number;
  response: 'pending' | 'accepted' | 'newTime';
  responseNote?: string;
}

/** One round of a job with its one time, its invitations and their notifications. */
async function seedRound(
  ctx: AppContext,
  round: {
    job: { id: number; code: string; title: string };
    ownerId: number;
    roundName: string;
    mode: 'inPerson' | 'video' | 'phone';
    location: string;
    note: string;
    startsAt: Date;
    invites: DemoInvite[];
  },
) {
  const now = ctx.now();
  const companyName = await companyOf(ctx, round.ownerId);
  const [interview] = await ctx.db
    .insert(interviews)
    .values({
      code: newCode(),
      postingKind: 'job',
      jobId: round.job.id,
      createdBy: round.ownerId,
      roundName: round.roundName,
      mode: round.mode,
      location: round.location,
      durationMinutes: 45,
      note: round.note,
      createdAt: now,
    })
    .returning({ id: interviews.id });
  const [slot] = await ctx.db
    .insert(interviewSlots)
    .values({ code: newCode(), interviewId: interview!.id, startsAt: round.startsAt })
    .returning({ id: interviewSlots.id });
  const posting = {
    postingKind: 'job' as const,
    postingCode: round.job.code,
    postingTitle: round.job.title,
    companyName,
    roundName: round.roundName,
    startsOn: Math.floor(round.startsAt.getTime() / 1000),
  };
  const notes: (typeof notifications.$inferInsert)[] = [];
  for (const invite of round.invites) {
    await ctx.db.insert(interviewInvites).values({
      code: newCode(),
      interviewId: interview!.id,
      userId: invite.userId,
      jobApplicationId: invite.applicationId,
      slotId: slot!.id,
      startsAt: round.startsAt,
      response: invite.response,
      responseNote: invite.responseNote ?? '',
      respondedAt: invite.response === 'pending' ? null : now,
      createdAt: now,
      modifiedAt: now,
    });
    const invited: NotificationPayload = { kind: 'interviewInvited', params: posting };
    notes.push({
      code: newCode(),
      userId: invite.userId,
      kind: invited.kind,
      params: invited.params,
      link: '/member/job/application',
      createdAt: now,
    });
    if (invite.response !== 'pending') {
      const answered: NotificationPayload = {
        kind: 'interviewAnswered',
        params: { ...posting, candidateName: '', response: invite.response },
      };
      notes.push({
        code: newCode(),
        userId: round.ownerId,
        kind: answered.kind,
        params: answered.params,
        link: `/corporate/job/applicant-${round.job.code}`,
        createdAt: now,
      });
    }
  }
  return notes;
}

export async function seedDemoInterviews(
  ctx: AppContext,
  ids: { corporate: number; member: number; people: DemoPeople },
) {
  const now = ctx.now();
  const notes: (typeof notifications.$inferInsert)[] = [];
  const koshala = ids.people.employers.koshala;
  const nbfc = await applicationOf(ctx, 'Company Secretary - NBFC', koshala, ids.member);
  if (nbfc)
    notes.push(
      ...(await seedRound(ctx, {
        job: { id: nbfc.jobId, code: nbfc.code, title: nbfc.title },
        ownerId: koshala,
        roundName: 'Technical round',
        mode: 'video',
        location: 'https://meet.example.com/koshala-cs-nbfc',
        note: 'Please keep your membership number and a photo ID ready.',
        startsAt: indiaTime(now, 3, 11, 0),
        invites: [{ userId: ids.member, applicationId: nbfc.id, response: 'pending' }],
      })),
    );
  // Two of the big posting's applicants at the interview stage (demo-activity.ts: m8 and m25).
  const invited = [ids.people.members[8], ids.people.members[25]].filter(
    (id): id is number => id !== undefined,
  );
  const applications = await Promise.all(
    invited.map((userId) =>
      applicationOf(ctx, 'Company Secretary & Compliance Officer', ids.corporate, userId),
    ),
  );
  const [first, second] = applications;
  if (first && second) {
    const round = await seedRound(ctx, {
      job: { id: first.jobId, code: first.code, title: first.title },
      ownerId: ids.corporate,
      roundName: 'First round',
      mode: 'inPerson',
      location: 'Plot 14, MIDC Andheri East, Mumbai 400093',
      note: 'Please bring your certificates and a photo ID.',
      startsAt: indiaTime(now, 2, 10, 30),
      invites: [
        { userId: invited[0]!, applicationId: first.id, response: 'accepted' },
        {
          userId: invited[1]!,
          applicationId: second.id,
          response: 'newTime',
          responseNote: 'I am travelling that day; any time on Friday suits me.',
        },
      ],
    });
    // The employer's notifications name the candidate who answered.
    const names = new Map(
      (
        await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, invited))
      ).map((u) => [u.id, u.name]),
    );
    let answer = 0;
    for (const note of round) {
      if (note.kind === 'interviewAnswered') {
        const userId = invited[answer++]!;
        note.params = { ...(note.params as object), candidateName: names.get(userId) ?? '' };
      }
    }
    notes.push(...round);
  }
  if (notes.length) await ctx.db.insert(notifications).values(notes);
}
