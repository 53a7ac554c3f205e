DROP INDEX "subject_members_by_user_idx";--> statement-breakpoint
CREATE INDEX "subject_members_by_user_idx" ON "subject_members" USING btree ("user_id","subject_id");