ALTER TABLE "socials" ADD COLUMN "is_official" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "socials" ADD COLUMN "invite_code" text;