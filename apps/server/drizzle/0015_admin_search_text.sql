DROP INDEX "member_profiles_number_trgm";--> statement-breakpoint
DROP INDEX "member_profiles_company_trgm";--> statement-breakpoint
DROP INDEX "student_profiles_registration_trgm";--> statement-breakpoint
DROP INDEX "users_member_name_trgm";--> statement-breakpoint
DROP INDEX "users_member_email_trgm";--> statement-breakpoint
ALTER TABLE "corporate_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit has no triggers). search_text is what the admin keyword searches
-- match: the fields of the kind joined by U+0001, so a keyword without that character matches the
-- joined text only inside one field (the same rows as an ILIKE per field). The profile's triggers
-- set it from the row and its user on every write of those fields (or of search_text itself); the
-- user's trigger sets it afresh in the user's profile when the name or e-mail changes. All in the
-- writing transaction, whoever writes (services, seeds, the bench's loader).
CREATE FUNCTION "member_profiles_search_text_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT concat_ws(chr(1), u.name, u.email, NEW.membership_number, NEW.current_company)
    INTO NEW.search_text FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "student_profiles_search_text_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT concat_ws(chr(1), u.name, u.email, NEW.registration_number)
    INTO NEW.search_text FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION "corporate_profiles_search_text_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT concat_ws(chr(1), u.email, NEW.company_name, NEW.contact_person1_name, NEW.cin_number)
    INTO NEW.search_text FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_profiles_search_text" BEFORE INSERT OR UPDATE OF "user_id", "membership_number", "current_company", "search_text" ON "member_profiles"
FOR EACH ROW EXECUTE FUNCTION "member_profiles_search_text_trg"();--> statement-breakpoint
CREATE TRIGGER "student_profiles_search_text" BEFORE INSERT OR UPDATE OF "user_id", "registration_number", "search_text" ON "student_profiles"
FOR EACH ROW EXECUTE FUNCTION "student_profiles_search_text_trg"();--> statement-breakpoint
CREATE TRIGGER "corporate_profiles_search_text" BEFORE INSERT OR UPDATE OF "user_id", "company_name", "contact_person1_name", "cin_number", "search_text" ON "corporate_profiles"
FOR EACH ROW EXECUTE FUNCTION "corporate_profiles_search_text_trg"();--> statement-breakpoint
-- The user's name or e-mail changed: the profile's search_text is set afresh (by its trigger above).
CREATE FUNCTION "users_search_text_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_profiles SET search_text = '' WHERE user_id = NEW.id;
  UPDATE student_profiles SET search_text = '' WHERE user_id = NEW.id;
  UPDATE corporate_profiles SET search_text = '' WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_search_text" AFTER UPDATE OF "name", "email" ON "users"
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
EXECUTE FUNCTION "users_search_text_trg"();--> statement-breakpoint
-- The profiles there are (the indexes are built after, on the filled columns).
UPDATE "member_profiles" SET "search_text" = '';--> statement-breakpoint
UPDATE "student_profiles" SET "search_text" = '';--> statement-breakpoint
UPDATE "corporate_profiles" SET "search_text" = '';--> statement-breakpoint
CREATE INDEX "corporate_profiles_search_trgm" ON "corporate_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_profiles_search_trgm" ON "member_profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_profiles_search_trgm" ON "student_profiles" USING gin ("search_text" gin_trgm_ops);
