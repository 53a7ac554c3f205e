-- One subject's days of play, for the dashboard's most played over a date range: it sums the range
-- for the most played subjects of all time one by one, instead of every subject played in it.
CREATE INDEX "daily_plays_subject_day_idx" ON "daily_plays" USING btree ("subject_id","day");
