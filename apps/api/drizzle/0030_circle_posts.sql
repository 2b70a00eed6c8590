CREATE TABLE "circle_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text NOT NULL,
	"teaser" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"cover_url" text,
	"access" text DEFAULT 'PUBLIC' NOT NULL,
	"points_cost" integer,
	"price_cents" integer,
	"currency" text DEFAULT 'usd' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_posts_points_cost_positive" CHECK ("circle_posts"."points_cost" is null or "circle_posts"."points_cost" > 0),
	CONSTRAINT "circle_posts_price_positive" CHECK ("circle_posts"."price_cents" is null or "circle_posts"."price_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "post_unlocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"points" integer,
	"amount_cents" integer,
	"currency" text,
	"provider_session_id" text,
	"provider_payment_id" text,
	"checkout_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unlocked_at" timestamp with time zone,
	CONSTRAINT "post_unlocks_provider_session_id_unique" UNIQUE("provider_session_id")
);
--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_unlocks" ADD CONSTRAINT "post_unlocks_post_id_circle_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_unlocks" ADD CONSTRAINT "post_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_posts_circle_idx" ON "circle_posts" USING btree ("circle_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_unlocks_once" ON "post_unlocks" USING btree ("post_id","user_id") WHERE status = 'UNLOCKED';--> statement-breakpoint
CREATE INDEX "post_unlocks_user_idx" ON "post_unlocks" USING btree ("user_id","post_id");