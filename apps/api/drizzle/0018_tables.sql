CREATE TABLE "badge_settings" (
	"social_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"social_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_tables_capacity_positive" CHECK (capacity IS NULL OR capacity > 0)
);
--> statement-breakpoint
CREATE TABLE "table_seats" (
	"rsvp_id" uuid PRIMARY KEY NOT NULL,
	"table_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_settings" ADD CONSTRAINT "badge_settings_social_id_socials_id_fk" FOREIGN KEY ("social_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_tables" ADD CONSTRAINT "social_tables_social_id_socials_id_fk" FOREIGN KEY ("social_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seats" ADD CONSTRAINT "table_seats_rsvp_id_rsvps_id_fk" FOREIGN KEY ("rsvp_id") REFERENCES "public"."rsvps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_seats" ADD CONSTRAINT "table_seats_table_id_social_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."social_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_tables_social_idx" ON "social_tables" USING btree ("social_id","position");--> statement-breakpoint
CREATE INDEX "table_seats_table_idx" ON "table_seats" USING btree ("table_id");