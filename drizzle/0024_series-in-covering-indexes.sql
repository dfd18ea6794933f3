-- Issue 22 shows a series once, so the date-ordered walk and the place box's general plan read each
-- row's series_parent_id too. Neither covering index (drizzle/0002) carried it, so both became index
-- scans visiting a table row per event: a dense city's walk read ~4,700 table pages (240 ms at a
-- million events, against 8 ms index-only). The column joins both INCLUDE lists.
DROP INDEX IF EXISTS "events_geo_idx";--> statement-breakpoint
CREATE INDEX "events_geo_idx" ON "events" USING gist (point("longitude", "latitude")) INCLUDE ("start_at", "id", "longitude", "latitude", "status", "is_series_parent", "category_id", "format_id", "is_free", "series_parent_id");--> statement-breakpoint
DROP INDEX IF EXISTS "events_start_idx";--> statement-breakpoint
CREATE INDEX "events_start_idx" ON "events" USING btree ("start_at", "id") INCLUDE ("longitude", "latitude", "status", "is_series_parent", "series_parent_id");
