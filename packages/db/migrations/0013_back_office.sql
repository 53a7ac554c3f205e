CREATE TABLE "admin_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"admin_username" varchar(60) NOT NULL,
	"action" varchar(40) NOT NULL,
	"target" varchar(200) NOT NULL,
	"reason" text,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"days" datemultirange NOT NULL,
	CONSTRAINT "contributions_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
CREATE TABLE "daily_figures" (
	"day" date PRIMARY KEY NOT NULL,
	"entries_made" integer DEFAULT 0 NOT NULL,
	"entries_verified" integer DEFAULT 0 NOT NULL,
	"subjects_made" integer DEFAULT 0 NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_plays" (
	"day" date NOT NULL,
	"subject_id" integer NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_plays_day_subject_id_pk" PRIMARY KEY("day","subject_id")
);
--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_plays" ADD CONSTRAINT "daily_plays_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_audit_action_idx" ON "admin_audit" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subjects_created_idx" ON "subjects" USING btree ("created_at","id");--> statement-breakpoint
-- The dashboard's figures (UTC days), backfilled from what exists and then kept by
-- statement-level triggers reading transition tables, so a bulk insert updates each day once.
INSERT INTO "daily_figures" ("day", "entries_made")
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM "questions" GROUP BY 1
  ON CONFLICT ("day") DO UPDATE SET "entries_made" = EXCLUDED."entries_made";--> statement-breakpoint
INSERT INTO "daily_figures" ("day", "entries_verified")
  SELECT (v.created_at AT TIME ZONE 'UTC')::date, count(DISTINCT v.question_id)::int FROM "question_versions" v
  WHERE v.status = 'Approved' AND EXISTS (SELECT 1 FROM "question_versions" p WHERE p.question_id = v.question_id AND p.id < v.id AND p.status <> 'Approved') GROUP BY 1
  ON CONFLICT ("day") DO UPDATE SET "entries_verified" = EXCLUDED."entries_verified";--> statement-breakpoint
INSERT INTO "daily_figures" ("day", "subjects_made")
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM "subjects" GROUP BY 1
  ON CONFLICT ("day") DO UPDATE SET "subjects_made" = EXCLUDED."subjects_made";--> statement-breakpoint
INSERT INTO "daily_figures" ("day", "new_users")
  SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM "users" GROUP BY 1
  ON CONFLICT ("day") DO UPDATE SET "new_users" = EXCLUDED."new_users";--> statement-breakpoint
INSERT INTO "contributions" ("user_id", "subject_id", "entries", "days")
  SELECT created_by, subject_id, count(*)::int, range_agg(daterange((created_at AT TIME ZONE 'UTC')::date, (created_at AT TIME ZONE 'UTC')::date, '[]'))
  FROM "questions" WHERE created_by IS NOT NULL GROUP BY 1, 2;--> statement-breakpoint
CREATE FUNCTION "daily_entry_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_figures AS f (day, entries_made)
      SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM new_rows GROUP BY 1
      ON CONFLICT (day) DO UPDATE SET entries_made = f.entries_made + EXCLUDED.entries_made;
    INSERT INTO contributions AS c (user_id, subject_id, entries, days)
      SELECT created_by, subject_id, count(*)::int, range_agg(daterange((created_at AT TIME ZONE 'UTC')::date, (created_at AT TIME ZONE 'UTC')::date, '[]'))
      FROM new_rows WHERE created_by IS NOT NULL GROUP BY 1, 2
      ON CONFLICT (user_id, subject_id) DO UPDATE SET entries = c.entries + EXCLUDED.entries, days = c.days + EXCLUDED.days;
  ELSE
    -- An entry is verified on the day it becomes approved.
    INSERT INTO daily_figures AS f (day, entries_verified)
      SELECT (now() AT TIME ZONE 'UTC')::date, count(*)::int FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.approved IS TRUE AND o.approved IS NOT TRUE HAVING count(*) > 0
      ON CONFLICT (day) DO UPDATE SET entries_verified = f.entries_verified + EXCLUDED.entries_verified;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "questions_daily_insert" AFTER INSERT ON "questions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "daily_entry_figures"();--> statement-breakpoint
CREATE TRIGGER "questions_daily_update" AFTER UPDATE ON "questions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "daily_entry_figures"();--> statement-breakpoint
CREATE FUNCTION "daily_made_figures"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'subjects' THEN
    INSERT INTO daily_figures AS f (day, subjects_made)
      SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM new_rows GROUP BY 1
      ON CONFLICT (day) DO UPDATE SET subjects_made = f.subjects_made + EXCLUDED.subjects_made;
  ELSE
    INSERT INTO daily_figures AS f (day, new_users)
      SELECT (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM new_rows GROUP BY 1
      ON CONFLICT (day) DO UPDATE SET new_users = f.new_users + EXCLUDED.new_users;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "subjects_daily_insert" AFTER INSERT ON "subjects" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "daily_made_figures"();--> statement-breakpoint
CREATE TRIGGER "users_daily_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "daily_made_figures"();
