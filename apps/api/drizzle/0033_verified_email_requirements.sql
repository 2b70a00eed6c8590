ALTER TABLE "circles" ADD COLUMN "required_verified_email" text;--> statement-breakpoint
ALTER TABLE "conferences" ADD COLUMN "required_verified_email" text;