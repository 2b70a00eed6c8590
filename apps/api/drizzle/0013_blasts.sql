CREATE TABLE "blast_opt_outs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organizer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blast_opt_outs_once" UNIQUE NULLS NOT DISTINCT("user_id","organizer_id")
);
--> statement-breakpoint
CREATE TABLE "blast_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blast_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'INPROGRESS' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"provider_message_id" text,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blasts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"social_id" uuid,
	"circle_id" uuid,
	"sender_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text DEFAULT 'DEFAULT' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "host_features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'EMAIL' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "blast_opt_outs" ADD CONSTRAINT "blast_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blast_opt_outs" ADD CONSTRAINT "blast_opt_outs_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blast_recipients" ADD CONSTRAINT "blast_recipients_blast_id_blasts_id_fk" FOREIGN KEY ("blast_id") REFERENCES "public"."blasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blast_recipients" ADD CONSTRAINT "blast_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blasts" ADD CONSTRAINT "blasts_social_id_socials_id_fk" FOREIGN KEY ("social_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blasts" ADD CONSTRAINT "blasts_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blasts" ADD CONSTRAINT "blasts_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blast_recipients_once" ON "blast_recipients" USING btree ("blast_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blast_recipients_position" ON "blast_recipients" USING btree ("blast_id","position");--> statement-breakpoint
CREATE INDEX "blast_recipients_user_idx" ON "blast_recipients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blasts_social_idx" ON "blasts" USING btree ("social_id","created_at");--> statement-breakpoint
CREATE INDEX "blasts_sender_idx" ON "blasts" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "blasts_due_idx" ON "blasts" USING btree ("scheduled_at") WHERE status = 'SCHEDULED';