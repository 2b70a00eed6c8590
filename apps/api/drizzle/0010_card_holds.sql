ALTER TABLE "payments" ADD COLUMN "capture_manually" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorized_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_card_hold_idx" ON "payments" USING btree ("authorized_until") WHERE status = 'AUTHORIZED';