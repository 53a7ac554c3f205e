-- The back-office's users and subjects tables at a million rows: an index per sort (the last login,
-- which can be empty and is listed last either way, one per direction), small partial indexes for
-- the filters and for deleted subjects, and trigram indexes for the searches (users: all searched
-- fields in one text; subjects: the code, beside the name's existing one).
CREATE INDEX "users_full_name_sort_idx" ON "users" USING btree (lower(trim(coalesce("first_name", '') || ' ' || coalesce("last_name", ''))),"id");--> statement-breakpoint
CREATE INDEX "users_last_login_asc_idx" ON "users" USING btree ("last_login" ASC NULLS LAST,"id" ASC);--> statement-breakpoint
CREATE INDEX "users_last_login_desc_idx" ON "users" USING btree ("last_login" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "users_verified_idx" ON "users" USING btree ("id") WHERE "users"."verified";--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("id") WHERE "users"."banned";--> statement-breakpoint
CREATE INDEX "users_admin_search_idx" ON "users" USING gin (("username" || ' ' || "email" || ' ' || coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("phone_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_any_name_idx" ON "subjects" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "subjects_deleted_idx" ON "subjects" USING btree ("id") WHERE "subjects"."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "subjects_any_verified_idx" ON "subjects" USING btree ("id") WHERE "subjects"."verified";--> statement-breakpoint
CREATE INDEX "subjects_published_idx" ON "subjects" USING btree ("id") WHERE "subjects"."last_publish_version" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "subjects_code_trgm_idx" ON "subjects" USING gin ("code" gin_trgm_ops);