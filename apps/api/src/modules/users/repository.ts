import { eq, or, sql, type Placeholder } from 'drizzle-orm';
import { perDatabase, schema, type Db, type DbOrTx } from '@cp/db';
import { hashPassword } from '../../platform/passwords';

/** Every query of the users table that other modules need: creating, finding, "is it taken". */
const { users } = schema;

export interface NewUser {
  username: string;
  email: string;
  /** null for an account that signs in only through Google. */
  password: string | null;
  emailVerified?: boolean;
  profile?: { firstName: string; lastName: string; phoneNumber?: string; birthday?: string; timezone?: string; topic?: string };
  shortBio?: string;
  official?: boolean;
  verified?: boolean;
  isService?: boolean;
}

export async function createUser(db: DbOrTx, input: NewUser) {
  const [user] = await db
    .insert(users)
    .values({
      username: input.username,
      email: input.email.toLowerCase(),
      passwordHash: input.password === null ? null : await hashPassword(input.password),
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

export function findUserByLogin(db: DbOrTx, identifier: string) {
  const value = identifier.trim().toLowerCase();
  return db.query.users.findFirst({
    where: or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)),
  });
}

// The lookups by id and by username serve profile pages and subject screens: prepared once per handle.
const userById = perDatabase((db: Db) => db.query.users.findFirst({ where: eq(users.id, sql.placeholder('id')) }).prepare('user_by_id'));
const userByUsername = perDatabase((db: Db) =>
  db.query.users.findFirst({ where: eq(sql`lower(${users.username})`, sql.placeholder('username')) }).prepare('user_by_username'));

export function findUserById(db: Db, id: number) {
  return userById(db).execute({ id });
}

export function findUserByEmail(db: DbOrTx, email: string) {
  return db.query.users.findFirst({ where: eq(sql`lower(${schema.users.email})`, email.trim().toLowerCase()) });
}

/** A username as every lookup compares it: usernames are unique in any case, and typed with stray spaces. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export function findUserByUsername(db: Db, username: string) {
  return userByUsername(db).execute({ username: usernameKey(username) });
}

/**
 * The person a profile shows (`person_id`, `person`), by a `usernameKey`: the first row of a profile
 * list's statement (`firstThenRows('person', ...)`), so an unknown username reads as no row at all.
 */
export const personByUsername = (key: Placeholder) =>
  sql`SELECT u.id AS person_id, u.username AS person FROM users u WHERE lower(u.username) = ${key}`;

export async function usernameTaken(db: Db, username: string, exceptUserId?: number) {
  const found = await findUserByUsername(db, username);
  return found !== undefined && found.id !== exceptUserId;
}

export async function emailTaken(db: DbOrTx, email: string, exceptUserId?: number) {
  const found = await findUserByEmail(db, email);
  return found !== undefined && found.id !== exceptUserId;
}

/** Whether a user with this username exists for the reference check (banned users do not). */
export async function userExists(db: Db, username: string) {
  const user = await findUserByUsername(db, username);
  return user !== undefined && !user.banned;
}
