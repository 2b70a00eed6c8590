CREATE TABLE "cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"timezone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_hosts" (
	"social_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "social_hosts_social_id_user_id_pk" PRIMARY KEY("social_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "socials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"html_description" text,
	"city_id" text,
	"event_at" timestamp with time zone NOT NULL,
	"event_end_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	"venue" text,
	"venue_data" jsonb,
	"splash_image_url" text,
	"max_capacity" integer,
	"confirmed_pax" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"public_approval_status" text DEFAULT 'PENDING' NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "socials_slug_unique" UNIQUE("slug"),
	CONSTRAINT "socials_confirmed_pax_within_capacity" CHECK (confirmed_pax >= 0 AND (max_capacity IS NULL OR confirmed_pax <= max_capacity)),
	CONSTRAINT "socials_ends_after_start" CHECK (event_end_at > event_at)
);
--> statement-breakpoint
CREATE TABLE "ticket_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"social_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'FREE' NOT NULL,
	"ticket_price_cents" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer DEFAULT 0 NOT NULL,
	"quantity" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_tiers_sold_within_quantity" CHECK (sold >= 0 AND (quantity IS NULL OR sold <= quantity))
);
--> statement-breakpoint
CREATE TABLE "rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"social_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ticket_tier_id" uuid,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_hosts" ADD CONSTRAINT "social_hosts_social_id_socials_id_fk" FOREIGN KEY ("social_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_hosts" ADD CONSTRAINT "social_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "socials" ADD CONSTRAINT "socials_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "socials" ADD CONSTRAINT "socials_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD CONSTRAINT "ticket_tiers_social_id_socials_id_fk" FOREIGN KEY ("social_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_social_id_socials_id_fk" FOREIGN KEY ("social_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvps" ADD CONSTRAINT "rsvps_ticket_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("ticket_tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "social_hosts_user_idx" ON "social_hosts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "socials_owner_idx" ON "socials" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "socials_event_at_idx" ON "socials" USING btree ("event_at","id");--> statement-breakpoint
CREATE INDEX "ticket_tiers_social_idx" ON "ticket_tiers" USING btree ("social_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvps_one_active_per_user" ON "rsvps" USING btree ("social_id","user_id") WHERE status NOT IN ('INITIAL', 'PARTIAL_UPDATE', 'CANCELLED');--> statement-breakpoint
CREATE INDEX "rsvps_social_idx" ON "rsvps" USING btree ("social_id","created_at");--> statement-breakpoint
CREATE INDEX "rsvps_user_idx" ON "rsvps" USING btree ("user_id");