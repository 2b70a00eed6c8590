CREATE TABLE "conference_networking_optins" (
	"conference_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_networking_optins_conference_id_user_id_pk" PRIMARY KEY("conference_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conference_saved_sessions" (
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conference_saved_sessions_user_id_session_id_pk" PRIMARY KEY("user_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "conference_networking_optins" ADD CONSTRAINT "conference_networking_optins_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_networking_optins" ADD CONSTRAINT "conference_networking_optins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_saved_sessions" ADD CONSTRAINT "conference_saved_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conference_saved_sessions" ADD CONSTRAINT "conference_saved_sessions_session_id_conference_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."conference_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conference_networking_optins_user_idx" ON "conference_networking_optins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conference_saved_sessions_session_idx" ON "conference_saved_sessions" USING btree ("session_id");