CREATE TABLE "order_action_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_action_confirmations" ADD CONSTRAINT "order_action_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_action_confirmations_token_hash_key" ON "order_action_confirmations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "order_action_confirmations_order_idx" ON "order_action_confirmations" USING btree ("order_id","created_at");