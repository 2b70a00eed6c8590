CREATE TABLE "approval_email_addenda" (
	"social_id" uuid PRIMARY KEY NOT NULL,
	"addendum" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsvp_digest_items" (
	"rsvp_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_day" text,
	CONSTRAINT "rsvp_digest_items_rsvp_id_host_id_pk" PRIMARY KEY("rsvp_id","host_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "new_rsvp_notice" text DEFAULT 'IMMEDIATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "online_link" text;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "public_approval_reason" text;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "public_approval_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approval_email_addenda" ADD CONSTRAINT "approval_email_addenda_social_id_socials_id_fk" FOREIGN KEY ("social_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_digest_items" ADD CONSTRAINT "rsvp_digest_items_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_digest_items" ADD CONSTRAINT "rsvp_digest_items_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsvp_digest_items_undigested_idx" ON "rsvp_digest_items" USING btree ("host_id","submitted_at") WHERE digest_day IS NULL;