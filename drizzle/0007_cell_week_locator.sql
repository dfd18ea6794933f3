-- The locator gains a cell-and-week code (src/core/search/search-locator.ts). Dropping the column drops
-- events_search_idx with it, so the index is built again over the new column.
ALTER TABLE "events" drop column "locator";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "locator" integer[] GENERATED ALWAYS AS (array_remove(array[case when is_online then 1 end, case when latitude is not null and longitude is not null then 1000 + floor((latitude + 90) * 2)::int * 721 + floor((longitude + 180) * 2)::int end, 1000000 + tessera_epoch_week(start_at), case when latitude is not null and longitude is not null then 100000000 + (floor((latitude + 90) * 2)::int * 721 + floor((longitude + 180) * 2)::int) * 4096 + (tessera_epoch_week(start_at) & 4095) end, 2000000 + category_id, 2100000 + format_id], null)) STORED;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector","locator");
