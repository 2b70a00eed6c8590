CREATE TABLE "conference_patrons" (
	"conference_id" uuid NOT NULL,
	"patron_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_patrons_conference_id_patron_id_pk" PRIMARY KEY("conference_id","patron_id")
);
--> statement-breakpoint
ALTER TABLE "conference_patrons" ADD CONSTRAINT "conference_patrons_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_patrons" ADD CONSTRAINT "conference_patrons_patron_id_patrons_id_fk" FOREIGN KEY ("patron_id") REFERENCES "public"."patrons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_patrons_patron_idx" ON "conference_patrons" USING btree ("patron_id");