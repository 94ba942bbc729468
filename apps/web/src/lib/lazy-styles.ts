/**
 * Lazily loaded code renders Mantine components whose styles are not in the first stylesheet
 * (app/styles-first.ts): every lazy import of a screen or component goes through `withRestStyles`,
 * which loads the rest of the styles (app/styles-rest.ts, once) together with the code and
 * resolves when both are there, so nothing ever shows unstyled. The styles are asked for first,
 * so their stylesheet comes before the lazy code's own styles in the page (the same order as
 * before the split).
 */
export function withRestStyles<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([import('./styles-rest.ts'), load()]).then(([, module]) => module);
}
