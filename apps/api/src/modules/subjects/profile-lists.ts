import { subjectMessages, type ProfileSubject } from '@cp/contract';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { subjectsContributedBy, subjectsOwnedBy } from '../subject-store/repository';

const found = <T>(list: T | undefined): T => {
  if (list === undefined) throw notFound(subjectMessages.userNotFound);
  return list;
};

/** `GET /user/subjects/owned?username=`: what the viewer may see of what that user owns. */
export async function ownedSubjects(ctx: AppContext, viewerId: number, username: string): Promise<ProfileSubject[]> {
  return found(await subjectsOwnedBy(ctx.db, username, viewerId));
}

/** `POST /user/subjects/contributed?username=`: subjects that user is an active member of, paged. */
export async function contributedSubjects(ctx: AppContext, viewerId: number, username: string, page: number, n: number) {
  return found(await subjectsContributedBy(ctx.db, username, viewerId, page, n));
}
