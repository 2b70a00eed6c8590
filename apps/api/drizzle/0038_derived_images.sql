CREATE TABLE "derived_images" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" integer NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "derived_images_last_used_idx" ON "derived_images" USING btree ("last_used_at");