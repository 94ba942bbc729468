import {
  cancelInterview,
  interviewCalendar,
  jobInterviews,
  myInterviews,
  pickInterviewSlot,
  rescheduleInterview,
  respondToInterview,
  scheduleJobInterview,
  scheduleTrainingInterview,
  trainingInterviews,
} from '@pp/contract/interviews';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { attachmentHeaders, download } from '../../platform/download.ts';
import { route } from '../../platform/http.ts';
import * as interviews from './interviews.service.ts';

export async function interviewsRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, scheduleJobInterview, async ({ body }, { user, ip }) =>
    interviews.schedule(ctx, { user, ip }, 'job', { ...body, postingCode: body.jobCode }),
  );
  route(app, ctx, scheduleTrainingInterview, async ({ body }, { user, ip }) =>
    interviews.schedule(ctx, { user, ip }, 'training', { ...body, postingCode: body.trainingCode }),
  );
  route(app, ctx, jobInterviews, async ({ query }, { user }) =>
    interviews.postingInvites(ctx, user, 'job', query.jobCode, query.page, query.limit),
  );
  route(app, ctx, trainingInterviews, async ({ query }, { user }) =>
    interviews.postingInvites(ctx, user, 'training', query.trainingCode, query.page, query.limit),
  );
  route(app, ctx, rescheduleInterview, async ({ params, body }, { user, ip }) =>
    interviews.reschedule(ctx, { user, ip }, params.code, body),
  );
  route(app, ctx, cancelInterview, async ({ params }, { user, ip }) =>
    interviews.cancel(ctx, { user, ip }, params.code),
  );
  route(app, ctx, myInterviews, async ({ query }, { user }) =>
    interviews.myInvites(ctx, user, query.page, query.limit),
  );
  route(app, ctx, respondToInterview, async ({ params, body }, { user, ip }) =>
    interviews.respond(ctx, { user, ip }, params.code, body),
  );
  route(app, ctx, pickInterviewSlot, async ({ params, body }, { user, ip }) =>
    interviews.pickSlot(ctx, { user, ip }, params.code, body.slotCode),
  );
  route(app, ctx, interviewCalendar, async ({ params }, { user }) => {
    const content = await interviews.calendarFile(ctx, user, params.code);
    return download(
      Buffer.from(content, 'utf8'),
      attachmentHeaders('text/calendar; charset=utf-8', `interview-${params.code}.ics`),
    );
  });
}
