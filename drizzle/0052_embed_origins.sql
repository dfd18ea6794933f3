CREATE TABLE "embed_origins" (
	"organizer_id" integer NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "embed_origins_organizer_id_origin_pk" PRIMARY KEY("organizer_id","origin")
);
--> statement-breakpoint
ALTER TABLE "organization_events" DROP CONSTRAINT "organization_events_type_check";--> statement-breakpoint
ALTER TABLE "embed_origins" ADD CONSTRAINT "embed_origins_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_events" ADD CONSTRAINT "organization_events_type_check" CHECK ("organization_events"."type" in ('member.invited', 'invitation.revoked', 'member.joined', 'member.role_changed', 'member.removed', 'event.settings_changed', 'event.invitations_added', 'event.invitation_removed', 'ticket_class.settings_changed', 'question.added', 'question.changed', 'question.removed', 'embed_origins.changed'));