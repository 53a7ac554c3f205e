-- Throttle counters live a minute or an hour and are counted on every throttled call (logins,
-- sign-ups, resets, contributor candidates). Unlogged, a hit writes no WAL and its commit waits
-- for no flush. After a crash PostgreSQL empties the table, and a standby does not have it: every
-- window then starts again, which lets a few more attempts through once (docs/decisions.md).
ALTER TABLE "throttle_counters" SET UNLOGGED;
