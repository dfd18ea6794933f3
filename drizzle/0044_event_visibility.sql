ALTER TABLE "events" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publicly_listed" boolean GENERATED ALWAYS AS (status = 'live' and not is_series_parent and listed and password_hash is null) STORED NOT NULL;