-- Public pages are cached by every API instance: each change to what they show is announced on the
-- read_cache channel, in the transaction of the change, as the tags of the pages it affects.
-- Arguments: the tag prefix, the column that names the row, and the tag of the lists (or '').
CREATE FUNCTION "read_cache_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "changed" jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  PERFORM pg_notify('read_cache', trim(TG_ARGV[0] || ':' || ("changed" ->> TG_ARGV[1]) || ' ' || TG_ARGV[2]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "socials_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "socials"
  FOR EACH ROW EXECUTE FUNCTION "read_cache_announce"('social', 'id', 'socials');
--> statement-breakpoint
CREATE TRIGGER "ticket_tiers_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "ticket_tiers"
  FOR EACH ROW EXECUTE FUNCTION "read_cache_announce"('social', 'social_id', 'socials');
--> statement-breakpoint
CREATE TRIGGER "social_hosts_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "social_hosts"
  FOR EACH ROW EXECUTE FUNCTION "read_cache_announce"('social', 'social_id', 'socials');
--> statement-breakpoint
CREATE TRIGGER "cities_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "cities"
  FOR EACH ROW EXECUTE FUNCTION "read_cache_announce"('city', 'id', 'cities');
--> statement-breakpoint
CREATE TRIGGER "users_read_cache" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (
    (OLD."slug", OLD."display_name", OLD."first_name", OLD."last_name", OLD."photo_path")
      IS DISTINCT FROM (NEW."slug", NEW."display_name", NEW."first_name", NEW."last_name", NEW."photo_path")
  )
  EXECUTE FUNCTION "read_cache_announce"('user', 'id', '');
