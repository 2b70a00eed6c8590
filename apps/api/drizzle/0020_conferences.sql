CREATE TABLE "bot_check_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circle_members" (
	"circle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"referral_code" text DEFAULT substr(replace(gen_random_uuid()::text, '-', ''), 1, 12) NOT NULL,
	"referred_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "circle_members_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id"),
	CONSTRAINT "circle_members_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_url" text,
	"visibility" text DEFAULT 'PUBLIC' NOT NULL,
	"join_policy" text DEFAULT 'OPEN' NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "conference_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conference_id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"promo_code_id" uuid,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"provider" text,
	"provider_session_id" text,
	"provider_payment_id" text,
	"checkout_url" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_orders_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "conference_orders_amounts" CHECK (quantity > 0 AND total_cents = unit_price_cents * quantity - discount_cents AND discount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "conference_organizers" (
	"conference_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "conference_organizers_conference_id_user_id_pk" PRIMARY KEY("conference_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conference_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conference_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"sale_starts_at" timestamp with time zone,
	"sale_ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_passes_sold_within_quantity" CHECK (sold >= 0 AND sold <= quantity AND price_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "conference_promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pass_id" uuid NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer NOT NULL,
	"usage_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_promo_codes_limits" CHECK (percent_off BETWEEN 1 AND 100 AND used >= 0 AND (usage_limit IS NULL OR used <= usage_limit))
);
--> statement-breakpoint
CREATE TABLE "conference_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conference_id" uuid NOT NULL,
	"title" text NOT NULL,
	"abstract" text DEFAULT '' NOT NULL,
	"track" text DEFAULT '' NOT NULL,
	"room" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_sessions_ends_after_start" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "conference_speakers" (
	"conference_id" uuid NOT NULL,
	"speaker_id" uuid NOT NULL,
	CONSTRAINT "conference_speakers_conference_id_speaker_id_pk" PRIMARY KEY("conference_id","speaker_id")
);
--> statement-breakpoint
CREATE TABLE "conference_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"conference_id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"holder_id" uuid,
	"assigned_email" text,
	"claim_token_hash" text,
	"holder_name" text DEFAULT '' NOT NULL,
	"holder_company" text DEFAULT '' NOT NULL,
	"holder_job_title" text DEFAULT '' NOT NULL,
	"assigned_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_tickets_claim_token_hash_unique" UNIQUE("claim_token_hash")
);
--> statement-breakpoint
CREATE TABLE "conferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"venue_name" text DEFAULT '' NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"domain" text,
	"currency" text DEFAULT 'usd' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"logo_url" text,
	"hero_image_url" text,
	"primary_color" text DEFAULT '#4f46e5' NOT NULL,
	"accent_color" text DEFAULT '#0f766e' NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conferences_slug_unique" UNIQUE("slug"),
	CONSTRAINT "conferences_domain_unique" UNIQUE("domain"),
	CONSTRAINT "conferences_ends_after_start" CHECK (ends_at > starts_at)
);
--> statement-breakpoint
CREATE TABLE "conference_session_speakers" (
	"session_id" uuid NOT NULL,
	"speaker_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conference_session_speakers_session_id_speaker_id_pk" PRIMARY KEY("session_id","speaker_id")
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_url" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "circle_id" uuid;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "community_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_referred_by_id_users_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circles" ADD CONSTRAINT "circles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_orders" ADD CONSTRAINT "conference_orders_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_orders" ADD CONSTRAINT "conference_orders_pass_id_conference_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."conference_passes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_orders" ADD CONSTRAINT "conference_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_orders" ADD CONSTRAINT "conference_orders_promo_code_id_conference_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."conference_promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_organizers" ADD CONSTRAINT "conference_organizers_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_organizers" ADD CONSTRAINT "conference_organizers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_passes" ADD CONSTRAINT "conference_passes_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_promo_codes" ADD CONSTRAINT "conference_promo_codes_pass_id_conference_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."conference_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_sessions" ADD CONSTRAINT "conference_sessions_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_speakers" ADD CONSTRAINT "conference_speakers_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_speakers" ADD CONSTRAINT "conference_speakers_speaker_id_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_tickets" ADD CONSTRAINT "conference_tickets_order_id_conference_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."conference_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_tickets" ADD CONSTRAINT "conference_tickets_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_tickets" ADD CONSTRAINT "conference_tickets_pass_id_conference_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."conference_passes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_tickets" ADD CONSTRAINT "conference_tickets_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_tickets" ADD CONSTRAINT "conference_tickets_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_session_speakers" ADD CONSTRAINT "conference_session_speakers_session_id_conference_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."conference_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_session_speakers" ADD CONSTRAINT "conference_session_speakers_speaker_id_speakers_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_check_solutions_expires_idx" ON "bot_check_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "circle_members_user_idx" ON "circle_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "circle_members_list_idx" ON "circle_members" USING btree ("circle_id","status","joined_at","user_id");--> statement-breakpoint
CREATE INDEX "circles_owner_idx" ON "circles" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "circles_visibility_created_idx" ON "circles" USING btree ("visibility","created_at","id");--> statement-breakpoint
CREATE INDEX "conference_orders_buyer_idx" ON "conference_orders" USING btree ("buyer_id","conference_id");--> statement-breakpoint
CREATE INDEX "conference_orders_open_idx" ON "conference_orders" USING btree ("hold_expires_at") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "conference_organizers_user_idx" ON "conference_organizers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conference_passes_conference_idx" ON "conference_passes" USING btree ("conference_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "conference_promo_codes_code" ON "conference_promo_codes" USING btree ("pass_id","code");--> statement-breakpoint
CREATE INDEX "conference_sessions_conference_idx" ON "conference_sessions" USING btree ("conference_id","starts_at");--> statement-breakpoint
CREATE INDEX "conference_speakers_speaker_idx" ON "conference_speakers" USING btree ("speaker_id");--> statement-breakpoint
CREATE INDEX "conference_tickets_buyer_idx" ON "conference_tickets" USING btree ("buyer_id","conference_id");--> statement-breakpoint
CREATE INDEX "conference_tickets_holder_idx" ON "conference_tickets" USING btree ("holder_id","conference_id");--> statement-breakpoint
CREATE INDEX "conference_tickets_order_idx" ON "conference_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "conference_session_speakers_speaker_idx" ON "conference_session_speakers" USING btree ("speaker_id");--> statement-breakpoint
ALTER TABLE "socials" ADD CONSTRAINT "socials_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "socials_circle_idx" ON "socials" USING btree ("circle_id","event_at");--> statement-breakpoint
ALTER TABLE "socials" ADD CONSTRAINT "socials_community_only_needs_circle" CHECK (NOT community_only OR circle_id IS NOT NULL);