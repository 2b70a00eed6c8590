-- Anonymous reads of a conference's ticket sale are cached by every API instance (see 0019): a change
-- to the conference or to its passes (price, sale window, tickets sold) drops its answers.
CREATE TRIGGER "conferences_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "conferences"
  FOR EACH ROW EXECUTE FUNCTION "read_cache_announce"('conference', 'id', 'conferences');
--> statement-breakpoint
CREATE TRIGGER "conference_passes_read_cache" AFTER INSERT OR UPDATE OR DELETE ON "conference_passes"
  FOR EACH ROW EXECUTE FUNCTION "read_cache_announce"('conference', 'conference_id', 'conferences');
