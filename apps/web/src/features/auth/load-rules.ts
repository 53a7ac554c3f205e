import type { FieldValues, Resolver } from 'react-hook-form';

type Rules = typeof import('./rules');

let rules: Promise<Rules> | undefined;

/**
 * The sign-in pages' rules (the contract's schemas, and zod: about 35 KB) are fetched once, when the
 * visitor first types into a form (`preloadRules`) or when something needs them, so the page itself
 * shows and answers without waiting for them (docs/performance.md, "First load").
 */
export const loadRules = () => (rules ??= import('./rules'));

export const preloadRules = () => void loadRules();

/** A react-hook-form resolver that runs the named rules once they are loaded. */
export function deferredResolver<Values extends FieldValues, Context, Output>(pick: (resolvers: Rules['resolvers']) => Resolver<Values, Context, Output>): Resolver<Values, Context, Output> {
  return async (values, context, options) => pick((await loadRules()).resolvers)(values, context, options);
}
