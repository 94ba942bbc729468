-- Written by hand (drizzle-kit has no triggers). Each server process keeps the members' match
-- profiles it has read (what the recommended jobs are ranked by: skills, current role, state, city,
-- experience) beside the sessions (platform/session-cache.ts): a change to them, or the profile's
-- removal, is announced on 'pp_auth' with the member's id at the commit (migration 0020's
-- function), and every process forgets what it kept of that member.
CREATE TRIGGER "member_profiles_match_changed" AFTER UPDATE ON "member_profiles"
FOR EACH ROW
WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.skills IS DISTINCT FROM NEW.skills
  OR OLD.current_role IS DISTINCT FROM NEW.current_role OR OLD.state_code IS DISTINCT FROM NEW.state_code
  OR OLD.city_code IS DISTINCT FROM NEW.city_code
  OR OLD.total_experience_months IS DISTINCT FROM NEW.total_experience_months)
EXECUTE FUNCTION "auth_changed_session_trg"();--> statement-breakpoint
CREATE TRIGGER "member_profiles_match_removed" AFTER DELETE ON "member_profiles"
FOR EACH ROW EXECUTE FUNCTION "auth_changed_session_trg"();
