-- Templated emails (issue 36): the outbox renders a confirmation when it sends it, from the snapshot its row holds.
ALTER TABLE "outbox_emails" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_rendered_or_templated_check" CHECK (("outbox_emails"."subject" is not null and "outbox_emails"."text" is not null) or ("outbox_emails"."template" is not null and "outbox_emails"."snapshot" is not null));