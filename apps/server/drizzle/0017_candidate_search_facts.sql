CREATE TABLE "candidate_place_counts" (
	"kind" text NOT NULL,
	"state_code" text NOT NULL,
	"city_code" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "candidate_place_counts_kind_state_code_city_code_pk" PRIMARY KEY("kind","state_code","city_code")
);
--> statement-breakpoint
DROP INDEX "member_profiles_active_place_idx";--> statement-breakpoint
DROP INDEX "student_profiles_active_place_idx";--> statement-breakpoint
DROP INDEX "users_member_name_order_idx";--> statement-breakpoint
DROP INDEX "users_student_name_order_idx";--> statement-breakpoint
DROP INDEX "users_inactive_idx";--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "searchable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "searchable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers). Employers' candidate searches filter on
-- "searchable" (an active profile of an active, undeleted user) and order on "name_key" (the
-- user's name in lower case), both on the profile itself so that a page is read in its order from
-- one index. The profile's trigger sets them from the row and its user on every write of the
-- columns they depend on (or of themselves: a value written there is replaced); the user's trigger
-- sets them afresh in the user's profile when the name, the login status or the deletion changes.
CREATE FUNCTION "candidate_facts_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT NEW.is_active AND u.login_status = 'active' AND u.deleted_at IS NULL, lower(u.name)
    INTO NEW.searchable, NEW.name_key FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_profiles_candidate_facts" BEFORE INSERT OR UPDATE OF "user_id", "is_active", "searchable", "name_key" ON "member_profiles"
FOR EACH ROW EXECUTE FUNCTION "candidate_facts_trg"();--> statement-breakpoint
CREATE TRIGGER "student_profiles_candidate_facts" BEFORE INSERT OR UPDATE OF "user_id", "is_active", "searchable", "name_key" ON "student_profiles"
FOR EACH ROW EXECUTE FUNCTION "candidate_facts_trg"();--> statement-breakpoint
CREATE FUNCTION "users_candidate_facts_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_profiles SET name_key = '' WHERE user_id = NEW.id;
  UPDATE student_profiles SET name_key = '' WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_candidate_facts" AFTER UPDATE OF "name", "login_status", "deleted_at" ON "users"
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.login_status IS DISTINCT FROM NEW.login_status
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
EXECUTE FUNCTION "users_candidate_facts_trg"();--> statement-breakpoint
-- The profiles there are, and their places' counts.
UPDATE "member_profiles" SET "name_key" = '';--> statement-breakpoint
UPDATE "student_profiles" SET "name_key" = '';--> statement-breakpoint
INSERT INTO "candidate_place_counts" ("kind", "state_code", "city_code", "total")
  SELECT 'member', "state_code", "city_code", count(*) FROM "member_profiles" WHERE "searchable" GROUP BY 2, 3;--> statement-breakpoint
INSERT INTO "candidate_place_counts" ("kind", "state_code", "city_code", "total")
  SELECT 'student', "state_code", "city_code", count(*) FROM "student_profiles" WHERE "searchable" GROUP BY 2, 3;--> statement-breakpoint
-- From now on a profile that becomes searchable, stops being so or moves while searchable adds to
-- and takes from its places' counts. At the commit (deferred): the count's row is locked for the
-- moment of the commit only, so registrations and profile edits of one city do not queue behind
-- each other's whole transactions. Each change of the transaction fires with its own before and
-- after, so a row written twice (or inserted and deleted) adds up to its net change.
CREATE FUNCTION "candidate_place_counts_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text := TG_ARGV[0];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.searchable THEN
    UPDATE candidate_place_counts AS c SET total = c.total - 1
      WHERE c.kind = k AND c.state_code = OLD.state_code AND c.city_code = OLD.city_code;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.searchable THEN
    INSERT INTO candidate_place_counts AS c (kind, state_code, city_code, total)
      VALUES (k, NEW.state_code, NEW.city_code, 1)
      ON CONFLICT (kind, state_code, city_code) DO UPDATE SET total = c.total + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "member_profiles_place_count_changed" AFTER UPDATE ON "member_profiles"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.searchable IS DISTINCT FROM NEW.searchable
  OR (NEW.searchable AND (OLD.state_code, OLD.city_code) IS DISTINCT FROM (NEW.state_code, NEW.city_code)))
EXECUTE FUNCTION "candidate_place_counts_trg"('member');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "member_profiles_place_count_added" AFTER INSERT OR DELETE ON "member_profiles"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "candidate_place_counts_trg"('member');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "student_profiles_place_count_changed" AFTER UPDATE ON "student_profiles"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.searchable IS DISTINCT FROM NEW.searchable
  OR (NEW.searchable AND (OLD.state_code, OLD.city_code) IS DISTINCT FROM (NEW.state_code, NEW.city_code)))
EXECUTE FUNCTION "candidate_place_counts_trg"('student');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "student_profiles_place_count_added" AFTER INSERT OR DELETE ON "student_profiles"
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "candidate_place_counts_trg"('student');--> statement-breakpoint
CREATE INDEX "member_profiles_searchable_place_name_idx" ON "member_profiles" USING btree ("state_code","city_code","name_key","user_id") WHERE "member_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "member_profiles_searchable_state_name_idx" ON "member_profiles" USING btree ("state_code","name_key","user_id") WHERE "member_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "member_profiles_searchable_name_idx" ON "member_profiles" USING btree ("name_key","user_id") WHERE "member_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "member_profiles_searchable_state_modified_idx" ON "member_profiles" USING btree ("state_code","modified_at","user_id") WHERE "member_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "member_profiles_searchable_state_experience_idx" ON "member_profiles" USING btree ("state_code","total_experience_months","modified_at","user_id") WHERE "member_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "student_profiles_searchable_place_name_idx" ON "student_profiles" USING btree ("state_code","city_code","name_key","user_id") WHERE "student_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "student_profiles_searchable_state_name_idx" ON "student_profiles" USING btree ("state_code","name_key","user_id") WHERE "student_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "student_profiles_searchable_name_idx" ON "student_profiles" USING btree ("name_key","user_id") WHERE "student_profiles"."searchable";--> statement-breakpoint
CREATE INDEX "student_profiles_searchable_state_modified_idx" ON "student_profiles" USING btree ("state_code","modified_at","user_id") WHERE "student_profiles"."searchable";