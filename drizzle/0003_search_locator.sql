-- Week number since the Unix epoch (UTC, weeks from Thursday 1970-01-01). The epoch of a timestamptz does
-- not depend on the session time zone, so the function is immutable and may feed a generated column.
CREATE OR REPLACE FUNCTION tessera_epoch_week(t timestamptz) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT floor(extract(epoch from t) / 604800)::integer $$;--> statement-breakpoint
DROP INDEX "events_search_vector_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "locator" integer[] GENERATED ALWAYS AS (array_remove(array[case when is_online then 1 end, case when latitude is not null and longitude is not null then 1000 + floor((latitude + 90) * 2)::int * 721 + floor((longitude + 180) * 2)::int end, 1000000 + tessera_epoch_week(start_at), 2000000 + category_id, 2100000 + format_id], null)) STORED;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector","locator");