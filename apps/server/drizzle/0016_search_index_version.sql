CREATE TABLE "search_index_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers). The in-memory index of open postings
-- (features/search/open-postings.ts) holds what the job and training lists filter and order on;
-- it is rebuilt when this version moves. The version moves once per transaction that changed such
-- a fact, at its commit (deferred triggers: the row lock is the transaction's last, taken when it
-- waits for nothing else, so two writers queue and never deadlock on it). Writes that change only
-- what the lists show but never filter on (the application count, the modification and expiry
-- notice times) leave it alone: applying on a placement day does not rebuild the index.
INSERT INTO "search_index_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "search_index_bump_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('pp.search_index_bumped', true) = '1' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('pp.search_index_bumped', '1', true);
  UPDATE "search_index_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "jobs_search_index_added" AFTER INSERT OR DELETE ON "jobs"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_index_bump_trg"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "jobs_search_index_changed" AFTER UPDATE ON "jobs"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN ((to_jsonb(OLD) - 'application_count' - 'modified_at' - 'expiry_notice_sent_at')
  IS DISTINCT FROM (to_jsonb(NEW) - 'application_count' - 'modified_at' - 'expiry_notice_sent_at'))
EXECUTE FUNCTION "search_index_bump_trg"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trainings_search_index_added" AFTER INSERT OR DELETE ON "trainings"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_index_bump_trg"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trainings_search_index_changed" AFTER UPDATE ON "trainings"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN ((to_jsonb(OLD) - 'application_count' - 'modified_at' - 'modified_by' - 'expiry_notice_sent_at')
  IS DISTINCT FROM (to_jsonb(NEW) - 'application_count' - 'modified_at' - 'modified_by' - 'expiry_notice_sent_at'))
EXECUTE FUNCTION "search_index_bump_trg"();--> statement-breakpoint
-- The company types and industries the lists filter on are the employer's listing facts.
CREATE CONSTRAINT TRIGGER "corporate_profiles_search_index_added" AFTER INSERT OR DELETE ON "corporate_profiles"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_index_bump_trg"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "corporate_profiles_search_index_changed" AFTER UPDATE ON "corporate_profiles"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.is_listed IS DISTINCT FROM NEW.is_listed
  OR OLD.is_pcs IS DISTINCT FROM NEW.is_pcs OR OLD.listing_type IS DISTINCT FROM NEW.listing_type
  OR OLD.industry_types IS DISTINCT FROM NEW.industry_types)
EXECUTE FUNCTION "search_index_bump_trg"();
