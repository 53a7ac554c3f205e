CREATE TABLE "daily_play_totals" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"sessions" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_play_totals_day_shard_pk" PRIMARY KEY("day","shard")
);
--> statement-breakpoint
-- Keeps daily_play_totals from daily_plays (recordPlaySession's upsert fires both the insert and
-- the update trigger), each changed row as it is now (+) and as it was (-); a subject removed for
-- good takes its days with it, as before. Triggers first, backfill last (see migration 0020).
CREATE FUNCTION "add_daily_play_totals"(days date[], deltas bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_play_totals AS t (day, shard, sessions)
    SELECT d.day, pg_backend_pid() % 16, d.delta FROM unnest(days, deltas) AS d(day, delta) WHERE d.delta <> 0
    ON CONFLICT (day, shard) DO UPDATE SET sessions = t.sessions + EXCLUDED.sessions;
END $$;--> statement-breakpoint
CREATE FUNCTION "daily_play_totals_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_daily_play_totals(array_agg(day), array_agg(sessions)) FROM (SELECT day, sum(sessions)::bigint AS sessions FROM new_rows GROUP BY 1) c;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_daily_play_totals(array_agg(day), array_agg(-sessions)) FROM (SELECT day, sum(sessions)::bigint AS sessions FROM old_rows GROUP BY 1) c;
  ELSE
    PERFORM add_daily_play_totals(array_agg(day), array_agg(sessions)) FROM (
      SELECT day, sum(sessions)::bigint AS sessions FROM (SELECT day, sessions FROM new_rows UNION ALL SELECT day, -sessions FROM old_rows) u GROUP BY 1) c;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "daily_plays_totals_insert" AFTER INSERT ON "daily_plays" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "daily_play_totals_keep"();--> statement-breakpoint
CREATE TRIGGER "daily_plays_totals_update" AFTER UPDATE ON "daily_plays" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "daily_play_totals_keep"();--> statement-breakpoint
CREATE TRIGGER "daily_plays_totals_delete" AFTER DELETE ON "daily_plays" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "daily_play_totals_keep"();--> statement-breakpoint
INSERT INTO "daily_play_totals" ("day", "shard", "sessions") SELECT "day", 0, sum("sessions") FROM "daily_plays" GROUP BY 1;
