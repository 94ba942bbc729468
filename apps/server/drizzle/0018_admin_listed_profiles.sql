ALTER TABLE "member_profiles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Written by hand. The candidate's facts (migration 0017) gain "listed": the account is of the
-- profile's kind (member_profiles: 'member') and not deleted. The admins' member and student
-- lists filter on it and so count the profiles alone, without a look at each match's account.
-- "searchable" now implies it. Set from the row and its user at every write of the columns they
-- depend on (or of themselves), and afresh when the user's name, login status, deletion or role
-- changes.
CREATE OR REPLACE FUNCTION "candidate_facts_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.deleted_at IS NULL AND u.role::text || '_profiles' = TG_TABLE_NAME, lower(u.name), u.login_status = 'active'
    INTO NEW.listed, NEW.name_key, NEW.searchable FROM users u WHERE u.id = NEW.user_id;
  NEW.searchable := NEW.searchable AND NEW.listed AND NEW.is_active;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "member_profiles_candidate_facts" ON "member_profiles";--> statement-breakpoint
CREATE TRIGGER "member_profiles_candidate_facts" BEFORE INSERT OR UPDATE OF "user_id", "is_active", "searchable", "name_key", "listed" ON "member_profiles"
FOR EACH ROW EXECUTE FUNCTION "candidate_facts_trg"();--> statement-breakpoint
DROP TRIGGER "student_profiles_candidate_facts" ON "student_profiles";--> statement-breakpoint
CREATE TRIGGER "student_profiles_candidate_facts" BEFORE INSERT OR UPDATE OF "user_id", "is_active", "searchable", "name_key", "listed" ON "student_profiles"
FOR EACH ROW EXECUTE FUNCTION "candidate_facts_trg"();--> statement-breakpoint
DROP TRIGGER "users_candidate_facts" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_candidate_facts" AFTER UPDATE OF "name", "login_status", "deleted_at", "role" ON "users"
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.login_status IS DISTINCT FROM NEW.login_status
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.role IS DISTINCT FROM NEW.role)
EXECUTE FUNCTION "users_candidate_facts_trg"();--> statement-breakpoint
-- The profiles there are (their counts move at the commit if "searchable" changes for any).
UPDATE "member_profiles" SET "listed" = false;--> statement-breakpoint
UPDATE "student_profiles" SET "listed" = false;
