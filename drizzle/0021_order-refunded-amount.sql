ALTER TABLE "orders" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders refunded before this column: their whole total went back.
UPDATE "orders" SET "refunded_minor" = "total_minor" WHERE "status" = 'refunded';
