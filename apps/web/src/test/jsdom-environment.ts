import * as nodeModule from 'node:module';
import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * Vitest's own jsdom environment, able to find jsdom. jsdom is a devDependency of apps/web and
 * npm installed it in apps/web/node_modules; Vitest's built-in environment imports it from
 * Vitest's folder (the root's node_modules), where it is not. A resolve hook (Node 22.15+) asks
 * for 'jsdom' from here instead; everything else is the built-in environment.
 */
type ResolveHook = (
  specifier: string,
  context: { parentURL?: string },
  next: (specifier: string, context: { parentURL?: string }) => unknown,
) => unknown;
const { registerHooks } = nodeModule as unknown as {
  registerHooks: (hooks: { resolve: ResolveHook }) => void;
};
const here = import.meta.url;
registerHooks({
  resolve: (specifier, context, next) =>
    specifier === 'jsdom' ? next(specifier, { ...context, parentURL: here }) : next(specifier, context),
});

export default { ...builtinEnvironments.jsdom, name: 'jsdom' } satisfies Environment;
