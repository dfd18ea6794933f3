CREATE TABLE "sales_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text NOT NULL,
	"tickets_per_year" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_inquiries" ADD CONSTRAINT "sales_inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_inquiries_created_idx" ON "sales_inquiries" USING btree ("created_at");