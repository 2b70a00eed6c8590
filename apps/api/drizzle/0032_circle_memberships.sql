CREATE TABLE "circle_membership_prices" (
	"circle_id" uuid PRIMARY KEY NOT NULL,
	"monthly_cents" integer,
	"yearly_cents" integer,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_membership_prices_some" CHECK (monthly_cents > 0 OR yearly_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "circle_subscription_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_payment_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_subscription_charges_period_uq" UNIQUE("subscription_id","period_end")
);
--> statement-breakpoint
CREATE TABLE "circle_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"referral_code" text,
	"provider" text,
	"provider_session_id" text,
	"provider_subscription_id" text,
	"checkout_url" text,
	"checkout_expires_at" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"grace_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_subscriptions_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "circle_subscriptions_amount" CHECK (amount_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "circle_membership_prices" ADD CONSTRAINT "circle_membership_prices_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_subscription_charges" ADD CONSTRAINT "circle_subscription_charges_subscription_id_circle_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."circle_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_subscriptions" ADD CONSTRAINT "circle_subscriptions_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_subscriptions" ADD CONSTRAINT "circle_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "circle_subscriptions_live_uq" ON "circle_subscriptions" USING btree ("circle_id","user_id") WHERE status IN ('OPEN', 'ACTIVE', 'PAST_DUE');--> statement-breakpoint
CREATE INDEX "circle_subscriptions_due_idx" ON "circle_subscriptions" USING btree ("current_period_end") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "circle_subscriptions_grace_idx" ON "circle_subscriptions" USING btree ("grace_ends_at") WHERE status = 'PAST_DUE';