import { accountMessages } from '@cp/contract';
import type { AuthUser } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { userExists } from '../users/repository';

/** Whether `identifier` names something of `category` that the caller may know about. */
export type ReferenceChecker = (ctx: AppContext, identifier: string, caller: AuthUser) => Promise<boolean>;

/**
 * GET /reference-check/{category}/{identifier}: one checker per category. Other areas register
 * theirs (e.g. 'chapter', 'subject') with `registerReferenceCheck`.
 */
const checkers = new Map<string, ReferenceChecker>([['user', (ctx, identifier) => userExists(ctx.db, identifier)]]);

export function registerReferenceCheck(category: string, checker: ReferenceChecker) {
  checkers.set(category, checker);
}

export async function referenceExists(ctx: AppContext, category: string, identifier: string, caller: AuthUser) {
  const checker = checkers.get(category);
  if (!checker) throw badRequest(accountMessages.unknownReference);
  return checker(ctx, identifier, caller);
}
