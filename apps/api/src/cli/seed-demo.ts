/**
 * `npm run seed:demo`: a believable demo world, created through the services (never raw SQL):
 * an official owner, a manager, contributors, a user who has not finished the profile, and public
 * and private subjects of both kinds, whose minigames hold their minimum of approved entries.
 * Running it twice changes nothing.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@cp/db';
import { createContext } from '../bootstrap';
import { loadConfig } from '../platform/config';
import { createChapter } from '../modules/chapters/service';
import { addMember, createSubject } from '../modules/subjects/save';
import { recordPlaySession } from '../modules/subjects/plays';
import { createUser } from '../modules/users/repository';
import { DEMO_PASSWORD, demoSubjects, demoUsers } from './demo-data';
import { fillChapter } from './demo-entries';

const ctx = await createContext({ ...loadConfig(), jobs: false });
try {
  const existing = await ctx.db.query.users.findFirst({ where: eq(schema.users.username, demoUsers[0]!.username) });
  if (existing) {
    console.log('The demo world is already there.');
  } else {
    const ids = new Map<string, number>();
    for (const u of demoUsers) {
      const user = await createUser(ctx.db, { ...u, password: DEMO_PASSWORD, emailVerified: true });
      ids.set(u.username, user.id);
    }
    const categories = await ctx.db.select().from(schema.categories);
    const categoryId = (key: string) => {
      const found = categories.find((c) => c.seedKey === key);
      if (!found) throw new Error(`demo data names unknown category ${key}`);
      return found.id;
    };
    const minigames = await ctx.db.select().from(schema.minigames);
    for (const [index, s] of demoSubjects.entries()) {
      const subject = await createSubject(ctx.db, ids.get(s.owner)!, {
        name: s.name,
        description: s.description,
        categoryId: categoryId(s.category),
        adaptive: s.adaptive,
        private: s.private,
      });
      for (const [username, role] of s.members) await addMember(ctx, subject.id, ids.get(username)!, role);
      for (const [position, chapter] of s.chapters.entries()) {
        const games = chapter.minigames.map((key) => {
          const game = minigames.find((m) => m.seedKey === key);
          if (!game) throw new Error(`demo data names unknown minigame ${key}`);
          return game.id;
        });
        const created = await createChapter(ctx, subject.id, { name: chapter.name, completionRate: chapter.completion, position, minigameIds: games, creatorId: ids.get(s.owner)! });
        if (s.words) await fillChapter(ctx, subject.id, created.id, s.words, s.tint ?? '#868e96', ids.get(s.owner)!);
      }
      // Public subjects have been played in the game app over the last two weeks (the dashboard's figures).
      if (!s.private) {
        for (let day = 0; day < 14; day++) await recordPlaySession(ctx.db, subject.id, new Date(Date.now() - day * 86_400_000), ((index * 7 + day * 3) % 11) + 1);
      }
    }
    console.log(`Demo world created: ${demoUsers.length} users, ${demoSubjects.length} subjects. Password for every demo account: ${DEMO_PASSWORD}`);
  }
} finally {
  await ctx.close();
}
