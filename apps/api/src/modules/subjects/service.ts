import { randomInt } from 'node:crypto';
import { schema } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { CONTRIBUTOR_ROLE } from './access';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newSubjectCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export interface NewSubject {
  name: string;
  description: string;
  categoryId: number | null;
  adaptive?: boolean;
  private?: boolean;
  image?: string | null;
}

export async function createSubject(ctx: Pick<AppContext, 'db'>, ownerId: number, input: NewSubject) {
  const [subject] = await ctx.db
    .insert(schema.subjects)
    .values({
      code: newSubjectCode(),
      ownerId,
      name: input.name,
      description: input.description,
      categoryId: input.categoryId,
      adaptive: input.adaptive ?? false,
      private: input.private ?? false,
      image: input.image ?? null,
    })
    .returning();
  return subject!;
}

export async function addMember(ctx: Pick<AppContext, 'db'>, subjectId: number, userId: number, roleId = CONTRIBUTOR_ROLE) {
  await ctx.db.insert(schema.subjectMembers).values({ subjectId, userId, roleId, active: true }).onConflictDoNothing();
}
