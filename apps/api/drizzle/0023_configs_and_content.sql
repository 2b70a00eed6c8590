CREATE TABLE "configs" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configs" ADD CONSTRAINT "configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_kind_slug" ON "content_entries" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "content_entries_kind_published_idx" ON "content_entries" USING btree ("kind","published","published_at");--> statement-breakpoint
-- Anonymous reads of the settings and the content pages are cached by every API instance (see 0019):
-- a change to a group of settings drops it and GET /configs; a change to an entry drops its kind's pages.
CREATE TRIGGER "configs_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "configs"
  FOR EACH ROW EXECUTE FUNCTION "read_cache_announce"('config', 'key', 'configs');
--> statement-breakpoint
CREATE TRIGGER "content_entries_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "content_entries"
  FOR EACH ROW EXECUTE FUNCTION "read_cache_announce"('content', 'kind', '');
