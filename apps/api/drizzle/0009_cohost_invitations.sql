ALTER TABLE "social_hosts" ADD COLUMN "status" text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE "social_hosts" ADD COLUMN "invited_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "social_hosts" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
-- Co-hosts named before invitations existed were made hosts at once: they stay hosts.
UPDATE "social_hosts" SET "status" = 'ACCEPTED', "accepted_at" = now();
