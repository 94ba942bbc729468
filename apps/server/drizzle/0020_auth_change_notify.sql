-- Written by hand (drizzle-kit has no triggers). Each server process keeps the sessions it has
-- looked up for a few seconds (platform/session-cache.ts); a change to what the look-up reads (a
-- session revoked, ended or removed; a user's name, e-mail, role, kind, language, status, deletion
-- or password) is announced on the channel 'pp_auth' with the user's id, at the commit of the
-- transaction that made it, whichever process or tool made it. Every process listens and forgets
-- that user's sessions. The frequent writes (a session's last-seen time, a sign-in's counters) are
-- not announced.
CREATE FUNCTION "auth_changed_user_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pp_auth', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "auth_changed_session_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pp_auth', OLD.user_id::text);
  IF TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    PERFORM pg_notify('pp_auth', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE ON "users"
FOR EACH ROW
WHEN (OLD.code IS DISTINCT FROM NEW.code OR OLD.role IS DISTINCT FROM NEW.role
  OR OLD.email IS DISTINCT FROM NEW.email OR OLD.name IS DISTINCT FROM NEW.name
  OR OLD.login_status IS DISTINCT FROM NEW.login_status
  OR OLD.registration_type IS DISTINCT FROM NEW.registration_type
  OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.language IS DISTINCT FROM NEW.language
  OR OLD.password_hash IS DISTINCT FROM NEW.password_hash
  OR OLD.password_changed_at IS DISTINCT FROM NEW.password_changed_at)
EXECUTE FUNCTION "auth_changed_user_trg"();--> statement-breakpoint
CREATE TRIGGER "users_auth_removed" AFTER DELETE ON "users"
FOR EACH ROW EXECUTE FUNCTION "auth_changed_user_trg"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE ON "sessions"
FOR EACH ROW
WHEN (OLD.token_hash IS DISTINCT FROM NEW.token_hash OR OLD.user_id IS DISTINCT FROM NEW.user_id
  OR OLD.impersonator_id IS DISTINCT FROM NEW.impersonator_id
  OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
EXECUTE FUNCTION "auth_changed_session_trg"();--> statement-breakpoint
CREATE TRIGGER "sessions_auth_removed" AFTER DELETE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION "auth_changed_session_trg"();
