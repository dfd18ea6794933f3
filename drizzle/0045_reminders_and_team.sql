CREATE TABLE "order_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"hours_before" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_reminders_status_check" CHECK ("order_reminders"."status" in ('sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "organization_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organizer_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_user_id" integer,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organization_events_type_check" CHECK ("organization_events"."type" in ('member.invited', 'invitation.revoked', 'member.joined', 'member.role_changed', 'member.removed'))
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizer_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"event_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organization_invitations_role_check" CHECK ("organization_invitations"."role" in ('owner', 'manager', 'door')),
	CONSTRAINT "organization_invitations_status_check" CHECK ("organization_invitations"."status" in ('pending', 'accepted', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "organization_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"organizer_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"event_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organization_members_role_check" CHECK ("organization_members"."role" in ('owner', 'manager', 'door'))
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "reminder_hours" integer[] DEFAULT '{24,2}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_reminders" ADD CONSTRAINT "order_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_events" ADD CONSTRAINT "organization_events_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_events" ADD CONSTRAINT "organization_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_reminders_order_hours_key" ON "order_reminders" USING btree ("order_id","hours_before");--> statement-breakpoint
CREATE INDEX "organization_events_organizer_idx" ON "organization_events" USING btree ("organizer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_token_hash_key" ON "organization_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "organization_invitations_organizer_idx" ON "organization_invitations" USING btree ("organizer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_members_organizer_user_key" ON "organization_members" USING btree ("organizer_id","user_id");--> statement-breakpoint
CREATE INDEX "organization_members_user_idx" ON "organization_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_reminder_hours_check" CHECK (cardinality("events"."reminder_hours") <= 4 and 1 <= all("events"."reminder_hours") and 336 >= all("events"."reminder_hours"));