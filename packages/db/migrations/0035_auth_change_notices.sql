-- Every API process keeps the sessions it resolved for a short time (platform/session-cache.ts).
-- Whatever ends a session or changes what a session says about its person is announced on the
-- channel 'auth_changes' when it commits, by whoever makes it (any API node, a script, psql), and
-- every process drops what it kept: 's<id>' a session, 'u<id>' a user, 'a<id>' an administrator.
CREATE OR REPLACE FUNCTION "announce_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changes', TG_ARGV[0] || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_announce_end" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION announce_auth_change('s');--> statement-breakpoint
-- A session's last use moves forward once a minute and is not announced; moved back, it may have
-- gone idle.
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN ((OLD.token_hash, OLD.user_id, OLD.admin_id, OLD.expires_at) IS DISTINCT FROM (NEW.token_hash, NEW.user_id, NEW.admin_id, NEW.expires_at)
    OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION announce_auth_change('s');--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER UPDATE OF "username", "email", "banned" ON "users"
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username OR OLD.email IS DISTINCT FROM NEW.email OR OLD.banned IS DISTINCT FROM NEW.banned)
  EXECUTE FUNCTION announce_auth_change('u');--> statement-breakpoint
CREATE TRIGGER "users_announce_end" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION announce_auth_change('u');--> statement-breakpoint
CREATE TRIGGER "admins_announce_change" AFTER UPDATE OF "username" ON "admins"
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username)
  EXECUTE FUNCTION announce_auth_change('a');--> statement-breakpoint
CREATE TRIGGER "admins_announce_end" AFTER DELETE ON "admins"
  FOR EACH ROW EXECUTE FUNCTION announce_auth_change('a');
