-- Anonymous reads of circles are cached by every API instance (see 0019): a change to a circle or
-- to its members (the member count, the member list) drops its pages and the circle lists.
CREATE TRIGGER "circles_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "circles"
  FOR EACH ROW EXECUTE FUNCTION "read_cache_announce"('circle', 'id', 'circles');
--> statement-breakpoint
CREATE TRIGGER "circle_members_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "circle_members"
  FOR EACH ROW EXECUTE FUNCTION "read_cache_announce"('circle', 'circle_id', 'circles');
