CREATE TABLE "subject_activity_counts" (
	"subject_id" integer PRIMARY KEY NOT NULL,
	"events" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Each subject's history events, kept as they are written. Writers wait until this commits, so the
-- backfill and the triggers see the same events.
LOCK TABLE "activities" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- Adds to subjects' counts in the order of their ids, so two writers never wait for each other's rows.
CREATE FUNCTION "add_subject_events"("subject_ids" integer[], "counts" integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO subject_activity_counts AS k (subject_id, events)
    SELECT d.subject_id, sum(d.n)::int FROM unnest(subject_ids, counts) AS d(subject_id, n)
    WHERE d.subject_id IS NOT NULL GROUP BY 1 HAVING sum(d.n) <> 0 ORDER BY 1
    ON CONFLICT (subject_id) DO UPDATE SET events = k.events + EXCLUDED.events;
$$;--> statement-breakpoint
-- Events written, deleted (a subject deleted with its history), or moved to another subject.
CREATE FUNCTION "subject_events_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_subject_events(array_agg(subject_id), array_agg(1)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_subject_events(array_agg(subject_id), array_agg(-1)) FROM old_rows;
  ELSE
    PERFORM add_subject_events(array_agg(d.subject_id), array_agg(d.n))
      FROM (SELECT subject_id, 1 AS n FROM new_rows UNION ALL SELECT subject_id, -1 FROM old_rows) d;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "activities_events_insert" AFTER INSERT ON "activities" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_events_keep"();--> statement-breakpoint
CREATE TRIGGER "activities_events_update" AFTER UPDATE ON "activities" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_events_keep"();--> statement-breakpoint
CREATE TRIGGER "activities_events_delete" AFTER DELETE ON "activities" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "subject_events_keep"();--> statement-breakpoint
INSERT INTO "subject_activity_counts" ("subject_id", "events")
  SELECT "subject_id", count(*)::int FROM "activities" WHERE "subject_id" IS NOT NULL GROUP BY 1;
