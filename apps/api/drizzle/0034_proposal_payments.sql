CREATE TABLE "proposal_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"provider_payment_id" text,
	"checkout_url" text,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"rsvp_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_payments_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "proposal_payments_amount_positive" CHECK (amount_cents > 0)
);
--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "currency" text DEFAULT 'usd' NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "paid_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposal_payments" ADD CONSTRAINT "proposal_payments_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_payments" ADD CONSTRAINT "proposal_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_payments_one_live" ON "proposal_payments" USING btree ("proposal_id","user_id") WHERE status in ('OPEN', 'PAID');--> statement-breakpoint
CREATE INDEX "proposal_payments_proposal_idx" ON "proposal_payments" USING btree ("proposal_id","status");