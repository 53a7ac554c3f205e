-- Least popular begins with the subjects no learner plays: private ones, which other viewers may not
-- see. Its indexes hold only listed subjects, so a page walks no rows it cannot show; the viewer's
-- own unlisted subjects are merged in from their short list (subject-store/page.ts).
DROP INDEX "subjects_popular_asc_idx";--> statement-breakpoint
DROP INDEX "subjects_category_popular_asc_idx";--> statement-breakpoint
CREATE INDEX "subjects_popular_asc_idx" ON "subjects" USING btree ("play_sessions","member_count",lower("name"),"id") WHERE "subjects"."deleted_at" IS NULL AND NOT "subjects"."private" AND "subjects"."category_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "subjects_category_popular_asc_idx" ON "subjects" USING btree ("category_id","play_sessions","member_count",lower("name"),"id") WHERE "subjects"."deleted_at" IS NULL AND NOT "subjects"."private";