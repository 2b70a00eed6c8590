CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patron_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patron_id" uuid NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patron_members" (
	"patron_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patron_members_patron_id_user_id_pk" PRIMARY KEY("patron_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "patron_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patron_id" uuid NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"moderated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patron_share_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"share_with_patrons" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patron_sponsorships" (
	"patron_id" uuid NOT NULL,
	"social_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patron_sponsorships_patron_id_social_id_pk" PRIMARY KEY("patron_id","social_id")
);
--> statement-breakpoint
CREATE TABLE "patrons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"logo_url" text,
	"website_url" text,
	"automation_status" text DEFAULT 'OFF' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patrons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "patron_invoices" ADD CONSTRAINT "patron_invoices_patron_id_patrons_id_fk" FOREIGN KEY ("patron_id") REFERENCES "public"."patrons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patron_members" ADD CONSTRAINT "patron_members_patron_id_patrons_id_fk" FOREIGN KEY ("patron_id") REFERENCES "public"."patrons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patron_members" ADD CONSTRAINT "patron_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patron_questions" ADD CONSTRAINT "patron_questions_patron_id_patrons_id_fk" FOREIGN KEY ("patron_id") REFERENCES "public"."patrons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patron_questions" ADD CONSTRAINT "patron_questions_moderated_by_id_users_id_fk" FOREIGN KEY ("moderated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patron_share_preferences" ADD CONSTRAINT "patron_share_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patron_sponsorships" ADD CONSTRAINT "patron_sponsorships_patron_id_patrons_id_fk" FOREIGN KEY ("patron_id") REFERENCES "public"."patrons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patron_sponsorships" ADD CONSTRAINT "patron_sponsorships_social_id_socials_id_fk" FOREIGN KEY ("social_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "patron_invoices_number_idx" ON "patron_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "patron_invoices_year_sequence_idx" ON "patron_invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "patron_invoices_patron_idx" ON "patron_invoices" USING btree ("patron_id","issued_at");--> statement-breakpoint
CREATE INDEX "patron_members_user_idx" ON "patron_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patron_questions_text_idx" ON "patron_questions" USING btree ("patron_id","text");--> statement-breakpoint
CREATE INDEX "patron_questions_status_idx" ON "patron_questions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "patron_sponsorships_social_idx" ON "patron_sponsorships" USING btree ("social_id");