DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "task_updates_user_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "task_updates_user_idx" ON "task_updates" USING btree ("user_id","id");