import {
  addAdditionalQualification,
  addCity,
  addIndustry,
  addQualification,
  addRole,
  addState,
  listAdditionalQualifications,
  listCities,
  listCitiesOfState,
  listCompanyTypes,
  listCountries,
  listCurrencies,
  listExperienceRanges,
  listGovernmentTypes,
  listIndustries,
  listJobTypes,
  listListingTypes,
  listPhoneCodes,
  listQualifications,
  listRoles,
  listSalaryRanges,
  listSkills,
  listStates,
  listStatesOfCountry,
  listTrainingDurations,
  listTrainingTypes,
  MASTER_LIST,
  saveSkill,
} from '@pp/contract/lookups';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http.ts';
import * as lookups from './lookups.service.ts';

/** Lookups are hot on placement days and change rarely; browsers and proxies may keep them 5 minutes. */
export const LOOKUP_CACHE_CONTROL = 'public, max-age=300';

export async function lookupsRoutes(app: FastifyInstance, ctx: AppContext) {
  // The reads live in their own scope: the app-wide onSend hook marks every API answer
  // 'no-store', and a scope's own onSend hook runs after it, so it can allow caching here.
  await app.register(async (reads) => {
    reads.addHook('onSend', async (_req, reply, payload) => {
      if (reply.statusCode === 200) reply.header('Cache-Control', LOOKUP_CACHE_CONTROL);
      return payload;
    });
    registerReads(reads, ctx);
  });
  registerWrites(app, ctx);
}

/**
 * The reads are the same for every caller: kept whole in memory (platform/memory-answers.ts).
 * A master-data write through this process empties them at once (app.ts onSend); another process
 * (WORKERS, replicas) serves an answer from before that write for at most this long. Ours.
 */
export const LOOKUP_KEEP_SECONDS = 60;
const kept = { keepSeconds: () => LOOKUP_KEEP_SECONDS };

function registerReads(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, listRoles, async () => lookups.masterList(ctx, MASTER_LIST.role), kept);
  route(
    app,
    ctx,
    listAdditionalQualifications,
    async () => lookups.masterList(ctx, MASTER_LIST.additionalQualification),
    kept,
  );
  route(app, ctx, listIndustries, async () => lookups.masterList(ctx, MASTER_LIST.industry), kept);
  route(app, ctx, listQualifications, async () => lookups.masterList(ctx, MASTER_LIST.qualification), kept);
  route(app, ctx, listSkills, async ({ query }) => lookups.skills(ctx, query.type), kept);
  route(app, ctx, listJobTypes, async () => lookups.masterList(ctx, MASTER_LIST.jobType), kept);
  route(app, ctx, listListingTypes, async () => lookups.masterList(ctx, MASTER_LIST.listingType), kept);
  route(app, ctx, listCompanyTypes, async () => lookups.masterList(ctx, MASTER_LIST.companyType), kept);
  route(app, ctx, listGovernmentTypes, async () => lookups.masterList(ctx, MASTER_LIST.governmentType), kept);
  route(app, ctx, listTrainingTypes, async () => lookups.masterList(ctx, MASTER_LIST.trainingType), kept);
  route(app, ctx, listExperienceRanges, async () => lookups.ranges(ctx, MASTER_LIST.experience), kept);
  route(app, ctx, listSalaryRanges, async () => lookups.ranges(ctx, MASTER_LIST.salary), kept);
  route(app, ctx, listTrainingDurations, async () => lookups.trainingDurations(ctx), kept);
  route(app, ctx, listCurrencies, async () => lookups.currencies(ctx), kept);
  route(app, ctx, listCountries, async () => lookups.countries(ctx), kept);
  route(app, ctx, listPhoneCodes, async () => lookups.phoneCodes(ctx), kept);
  route(app, ctx, listStates, async ({ query }) => lookups.statesOf(ctx, query.country), kept);
  route(app, ctx, listStatesOfCountry, async ({ params }) => lookups.statesOf(ctx, params.id), kept);
  route(app, ctx, listCities, async ({ query }) => lookups.findCities(ctx, query), kept);
  route(app, ctx, listCitiesOfState, async ({ params }) => lookups.citiesOf(ctx, params.id), kept);
}

function registerWrites(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, addRole, async ({ body }, { user, ip }) =>
    lookups.addName(ctx, { user, ip }, MASTER_LIST.role, body.name),
  );
  route(app, ctx, addAdditionalQualification, async ({ body }, { user, ip }) =>
    lookups.addName(ctx, { user, ip }, MASTER_LIST.additionalQualification, body.name),
  );
  route(app, ctx, addIndustry, async ({ body }, { user, ip }) =>
    lookups.addName(ctx, { user, ip }, MASTER_LIST.industry, body.name),
  );
  route(app, ctx, addQualification, async ({ body }, { user, ip }) =>
    lookups.addName(ctx, { user, ip }, MASTER_LIST.qualification, body.name),
  );
  route(app, ctx, saveSkill, async ({ body }, { user, ip }) => lookups.saveSkill(ctx, { user, ip }, body));
  route(app, ctx, addState, async ({ body }, { user, ip }) => lookups.addState(ctx, { user, ip }, body));
  route(app, ctx, addCity, async ({ body }, { user, ip }) => lookups.addCity(ctx, { user, ip }, body));
}
