-- The back-office's tickets and audit log at a million rows: an index per sort (a ticket's reply
-- date, which can be empty and is listed last either way, one per direction; the log's sorts also
-- under one action, whose records are read together), the unreplied tickets apart, trigram indexes
-- for the searches (all searched fields of a row in one text), and kept totals, so a page does not
-- count the whole table.
CREATE TABLE "audit_totals" (
	"action" varchar(40) NOT NULL,
	"shard" smallint NOT NULL,
	"records" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "audit_totals_action_shard_pk" PRIMARY KEY("action","shard")
);
--> statement-breakpoint
DROP INDEX "admin_audit_action_idx";--> statement-breakpoint
DROP INDEX "contact_tickets_created_idx";--> statement-breakpoint
ALTER TABLE "platform_totals" ADD COLUMN "tickets" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_totals" ADD COLUMN "unreplied_tickets" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_audit_admin_sort_idx" ON "admin_audit" USING btree (lower("admin_username"),"id");--> statement-breakpoint
CREATE INDEX "admin_audit_action_admin_idx" ON "admin_audit" USING btree ("action",lower("admin_username"),"id");--> statement-breakpoint
CREATE INDEX "admin_audit_action_sort_idx" ON "admin_audit" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "admin_audit_target_sort_idx" ON "admin_audit" USING btree (lower("target"),"id");--> statement-breakpoint
CREATE INDEX "admin_audit_action_target_idx" ON "admin_audit" USING btree ("action",lower("target"),"id");--> statement-breakpoint
CREATE INDEX "admin_audit_search_idx" ON "admin_audit" USING gin (("admin_username" || ' ' || "target" || ' ' || coalesce("reason", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_tickets_email_idx" ON "contact_tickets" USING btree ("email","id");--> statement-breakpoint
CREATE INDEX "contact_tickets_topic_idx" ON "contact_tickets" USING btree ("topic","id");--> statement-breakpoint
CREATE INDEX "contact_tickets_replied_asc_idx" ON "contact_tickets" USING btree ("replied_at" ASC NULLS LAST,"id" ASC);--> statement-breakpoint
CREATE INDEX "contact_tickets_replied_desc_idx" ON "contact_tickets" USING btree ("replied_at" DESC NULLS LAST,"id" DESC);--> statement-breakpoint
CREATE INDEX "contact_tickets_unreplied_idx" ON "contact_tickets" USING btree ("created_at","id") WHERE "contact_tickets"."replied_at" IS NULL;--> statement-breakpoint
CREATE INDEX "contact_tickets_search_idx" ON "contact_tickets" USING gin (("email" || ' ' || "topic" || ' ' || "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "admin_audit_action_idx" ON "admin_audit" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_tickets_created_idx" ON "contact_tickets" USING btree ("created_at","id");--> statement-breakpoint
-- Tickets and unreplied tickets are kept in platform_totals as migration 0020 keeps its totals;
-- replying is a row update, and the only one that moves a total.
CREATE FUNCTION "add_ticket_totals"(d_tickets bigint, d_unreplied bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_tickets <> 0 OR d_unreplied <> 0 THEN
    UPDATE platform_totals SET tickets = tickets + d_tickets, unreplied_tickets = unreplied_tickets + d_unreplied WHERE shard = pg_backend_pid() % 16;
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "ticket_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM add_ticket_totals(count(*), count(*) FILTER (WHERE replied_at IS NULL)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM add_ticket_totals(-count(*), -count(*) FILTER (WHERE replied_at IS NULL)) FROM old_rows;
  ELSE
    PERFORM add_ticket_totals(0, CASE WHEN NEW.replied_at IS NULL THEN 1 ELSE -1 END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contact_tickets_totals_insert" AFTER INSERT ON "contact_tickets" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ticket_totals"();--> statement-breakpoint
CREATE TRIGGER "contact_tickets_totals_delete" AFTER DELETE ON "contact_tickets" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "ticket_totals"();--> statement-breakpoint
CREATE TRIGGER "contact_tickets_totals_reply" AFTER UPDATE OF "replied_at" ON "contact_tickets"
  FOR EACH ROW WHEN ((OLD.replied_at IS NULL) <> (NEW.replied_at IS NULL)) EXECUTE FUNCTION "ticket_totals"();--> statement-breakpoint
-- The log is never updated; deletion is counted all the same, so the totals stay true if it ever is.
CREATE FUNCTION "audit_totals_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_totals AS t (action, shard, records) SELECT action, pg_backend_pid() % 16, count(*) FROM new_rows GROUP BY 1
      ON CONFLICT (action, shard) DO UPDATE SET records = t.records + EXCLUDED.records;
  ELSE
    INSERT INTO audit_totals AS t (action, shard, records) SELECT action, pg_backend_pid() % 16, -count(*) FROM old_rows GROUP BY 1
      ON CONFLICT (action, shard) DO UPDATE SET records = t.records + EXCLUDED.records;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_totals_insert" AFTER INSERT ON "admin_audit" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_totals_keep"();--> statement-breakpoint
CREATE TRIGGER "admin_audit_totals_delete" AFTER DELETE ON "admin_audit" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_totals_keep"();--> statement-breakpoint
UPDATE "platform_totals" SET
  "tickets" = (SELECT count(*) FROM "contact_tickets"),
  "unreplied_tickets" = (SELECT count(*) FROM "contact_tickets" WHERE "replied_at" IS NULL)
WHERE "shard" = 0;--> statement-breakpoint
INSERT INTO "audit_totals" ("action", "shard", "records") SELECT "action", 0, count(*) FROM "admin_audit" GROUP BY 1;
--> statement-breakpoint
-- Statistics for the new search expressions now: these tables change slowly, so autovacuum may not
-- analyze them for a long time, and without statistics PostgreSQL guesses that any term matches a
-- fixed share of rows and walks a whole sort index looking for a term that matches none.
ANALYZE "contact_tickets";--> statement-breakpoint
ANALYZE "admin_audit";
