CREATE INDEX "users_username_prefix_idx" ON "users" USING btree ((lower("username") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "users_full_name_prefix_idx" ON "users" USING btree ((lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) COLLATE "C"));--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree ((lower("last_name") COLLATE "C"));