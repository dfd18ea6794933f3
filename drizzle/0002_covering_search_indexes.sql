-- Covering indexes for place searches (ARCHITECTURE §5). Drizzle's index builder has no INCLUDE, so
-- these are kept here by hand under the names src/db/schema.ts declares.
-- The place box index carries what counts and facets read, so they are index-only scans: at a million
-- events a big city's 10,000 capped matches no longer cost 10,000 heap visits.
DROP INDEX IF EXISTS "events_geo_idx";--> statement-breakpoint
CREATE INDEX "events_geo_idx" ON "events" USING gist (point("longitude", "latitude")) INCLUDE ("start_at", "id", "longitude", "latitude", "status", "is_series_parent", "category_id", "format_id", "is_free");--> statement-breakpoint
-- The date index carries the columns a dense place's date-ordered walk filters on, so that walk
-- reads no table rows either.
DROP INDEX IF EXISTS "events_start_idx";--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_at", "id") INCLUDE ("longitude", "latitude", "status", "is_series_parent");
