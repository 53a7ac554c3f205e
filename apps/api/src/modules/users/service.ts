import { schema } from '@cp/db';
import type { AppContext } from '../../platform/context';
import { hashPassword } from '../../platform/passwords';

export interface NewUser {
  username: string;
  email: string;
  password: string;
  emailVerified?: boolean;
  profile?: { firstName: string; lastName: string; phoneNumber?: string; birthday?: string; timezone?: string; topic?: string };
  shortBio?: string;
  official?: boolean;
  verified?: boolean;
  isService?: boolean;
}

export async function createUser(ctx: Pick<AppContext, 'db'>, input: NewUser) {
  const [user] = await ctx.db
    .insert(schema.users)
    .values({
      username: input.username,
      email: input.email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      emailVerified: input.emailVerified ?? false,
      profileComplete: input.profile !== undefined,
      firstName: input.profile?.firstName,
      lastName: input.profile?.lastName,
      phoneNumber: input.profile?.phoneNumber,
      birthday: input.profile?.birthday,
      timezone: input.profile?.timezone,
      topic: input.profile?.topic,
      shortBio: input.shortBio,
      official: input.official ?? false,
      verified: input.verified ?? false,
      isService: input.isService ?? false,
    })
    .returning();
  return user!;
}
