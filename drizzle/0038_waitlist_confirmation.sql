ALTER TABLE "waitlist_entries" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "email_key" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "waitlist_entries" w SET "event_id" = c."event_id", "email_key" = lower(trim(w."email")) FROM "ticket_classes" c WHERE c."id" = w."ticket_class_id";--> statement-breakpoint
-- Entries from before confirmation existed keep their place: each address's first waiting entry per event
-- (and every entry already offered or lapsed) counts as confirmed when it was made (decision 048).
UPDATE "waitlist_entries" SET "confirmed_at" = "created_at" WHERE "status" <> 'waiting' OR "id" IN (SELECT DISTINCT ON ("event_id", "email_key") "id" FROM "waitlist_entries" WHERE "status" = 'waiting' ORDER BY "event_id", "email_key", "created_at", "id");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "email_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "waitlist_entries_class_confirmed_idx" ON "waitlist_entries" USING btree ("ticket_class_id","confirmed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_event_email_key" ON "waitlist_entries" USING btree ("event_id","email_key") WHERE "waitlist_entries"."status" = 'waiting' and "waitlist_entries"."confirmed_at" is not null;
