CREATE TABLE "host_subscriptions" (
	"user_id" uuid NOT NULL,
	"host_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_subscriptions_user_id_host_id_pk" PRIMARY KEY("user_id","host_id")
);
--> statement-breakpoint
CREATE TABLE "post_rsvp_requests" (
	"rsvp_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'INITIAL' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "requires_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "waitlist_promotion_mode" text DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "cancellation_window" text;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "questionnaire" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "limits_organizations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "attendance_methods" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "attendance_radius_meters" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "attendance_coordinate" jsonb;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "attendance_status" text DEFAULT 'OFF' NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "check_in_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "grade" text DEFAULT 'UNGRADED' NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "hide_from_guest_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "attendance_method" text;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "cancellation" jsonb;--> statement-breakpoint
ALTER TABLE "rsvps" ADD COLUMN "ticket_code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "host_subscriptions" ADD CONSTRAINT "host_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_subscriptions" ADD CONSTRAINT "host_subscriptions_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_rsvp_requests" ADD CONSTRAINT "post_rsvp_requests_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "host_subscriptions_host_idx" ON "host_subscriptions" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "rsvps_social_status_idx" ON "rsvps" USING btree ("social_id","status","created_at");--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_ticket_code_unique" UNIQUE("ticket_code");