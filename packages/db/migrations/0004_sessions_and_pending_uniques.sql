CREATE TABLE "app_secrets" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"value" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_agent" varchar(300);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" varchar(64);--> statement-breakpoint
-- Duplicates that concurrent requests could create before these indexes: keep the oldest.
DELETE FROM "contributor_requests" a USING "contributor_requests" b
  WHERE a."status" = 1 AND b."status" = 1 AND a."subject_id" = b."subject_id" AND a."user_id" = b."user_id" AND a."id" > b."id";--> statement-breakpoint
DELETE FROM "subject_members" a USING "subject_members" b
  WHERE a."user_id" IS NULL AND b."user_id" IS NULL AND a."subject_id" = b."subject_id"
    AND lower(a."invited_email") = lower(b."invited_email") AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "contributor_requests_pending_idx" ON "contributor_requests" USING btree ("subject_id","user_id") WHERE "contributor_requests"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "subject_members_invited_email_idx" ON "subject_members" USING btree ("subject_id",lower("invited_email")) WHERE "subject_members"."user_id" IS NULL;