import { buildServer } from '../../scripts/build.ts';

/**
 * Before the server's tests: the tests that start real server processes (ops/, security/crash)
 * run the production build, dist/main.js, exactly as `npm start` and the Dockerfile do; it is
 * built here once from the sources under test.
 */
export default async function setup() {
  await buildServer({ quiet: true });
}
