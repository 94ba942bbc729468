-- Written by hand. When the session's user last proved a second factor (the sign-in's code, the
-- set-up's first code, a re-verify): an admin's session without one is held at set-up, and
-- login-as asks for one within the last 15 minutes (features/auth/second-factor.service.ts).
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
-- The session cache (platform/session-cache.ts) keeps this column too: its change is announced.
DROP TRIGGER "sessions_auth_changed" ON "sessions";--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE ON "sessions"
FOR EACH ROW
WHEN (OLD.token_hash IS DISTINCT FROM NEW.token_hash OR OLD.user_id IS DISTINCT FROM NEW.user_id
  OR OLD.impersonator_id IS DISTINCT FROM NEW.impersonator_id
  OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at
  OR OLD.second_factor_at IS DISTINCT FROM NEW.second_factor_at)
EXECUTE FUNCTION "auth_changed_session_trg"();
