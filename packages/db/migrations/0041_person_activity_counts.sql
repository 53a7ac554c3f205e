CREATE TABLE "person_activity_counts" (
	"user_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "person_activity_counts_user_id_subject_id_pk" PRIMARY KEY("user_id","subject_id")
);
--> statement-breakpoint
DROP INDEX "activities_user_subject_idx";--> statement-breakpoint
-- Each person's history events per subject (0: outside any subject), kept as they are written.
-- Writers wait until this commits, so the backfill and the triggers see the same events.
LOCK TABLE "activities" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Adds to people's counts in the order of their keys, so two writers never wait for each other's rows.
CREATE FUNCTION "add_person_events"("user_ids" integer[], "subject_ids" integer[], "counts" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO person_activity_counts AS k (user_id, subject_id, events)
    SELECT d.user_id, coalesce(d.subject_id, 0), sum(d.n)::int FROM unnest(user_ids, subject_ids, counts) AS d(user_id, subject_id, n)
    WHERE d.user_id IS NOT NULL GROUP BY 1, 2 HAVING sum(d.n) <> 0 ORDER BY 1, 2
    ON CONFLICT (user_id, subject_id) DO UPDATE SET events = k.events + EXCLUDED.events;
$$;--> statement-breakpoint
-- Events written, deleted (a subject deleted with its history), or moved (a person deleted leaves
-- their events without a person): each subject's count and each person's.
CREATE OR REPLACE FUNCTION "subject_events_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_subject_events(array_agg(subject_id), array_agg(1)), add_person_events(array_agg(user_id), array_agg(subject_id), array_agg(1)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_subject_events(array_agg(subject_id), array_agg(-1)), add_person_events(array_agg(user_id), array_agg(subject_id), array_agg(-1)) FROM old_rows;
  ELSE
    PERFORM add_subject_events(array_agg(d.subject_id), array_agg(d.n)), add_person_events(array_agg(d.user_id), array_agg(d.subject_id), array_agg(d.n))
      FROM (SELECT user_id, subject_id, 1 AS n FROM new_rows UNION ALL SELECT user_id, subject_id, -1 FROM old_rows) d;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "person_activity_counts" ("user_id", "subject_id", "events")
  SELECT "user_id", coalesce("subject_id", 0), count(*)::int FROM "activities" WHERE "user_id" IS NOT NULL GROUP BY 1, 2;
