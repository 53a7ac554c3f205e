import { subjectMessages, type ProfileSubject } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { subjectsContributedBy, subjectsOwnedBy } from '../subject-store/repository';
import { findUserByUsername } from '../users/repository';

async function profileUser(ctx: Pick<AppContext, 'db'>, username: string) {
  const user = await findUserByUsername(ctx.db, username);
  if (!user) throw notFound(subjectMessages.userNotFound);
  return user;
}

/** `GET /user/subjects/owned?username=`: what the viewer may see of what that user owns. */
export async function ownedSubjects(ctx: AppContext, viewerId: number, username: string): Promise<ProfileSubject[]> {
  return subjectsOwnedBy(ctx.db, (await profileUser(ctx, username)).id, viewerId);
}

/** `POST /user/subjects/contributed?username=`: subjects that user is an active member of, paged. */
export async function contributedSubjects(ctx: AppContext, viewerId: number, username: string, page: number, n: number) {
  return subjectsContributedBy(ctx.db, (await profileUser(ctx, username)).id, viewerId, page, n);
}
