-- Written by hand (drizzle-kit has no triggers). The profiles' search_text (migration 0015) is kept
-- in lower case, and the admin keyword searches match it with LIKE against the lower-cased pattern:
-- in a UTF-8 database that is exactly what ILIKE does (it lower-cases both sides, row by row), but
-- the rows' side is done once, at the write. ILIKE cost 0.8 us a row checked, LIKE 0.1 us; a common
-- surname checks about 2 000 rows per statement (docs/performance.md, eighth round).
CREATE OR REPLACE FUNCTION "member_profiles_search_text_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(concat_ws(chr(1), u.name, u.email, NEW.membership_number, NEW.current_company))
    INTO NEW.search_text FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "student_profiles_search_text_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(concat_ws(chr(1), u.name, u.email, NEW.registration_number))
    INTO NEW.search_text FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "corporate_profiles_search_text_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(concat_ws(chr(1), u.email, NEW.company_name, NEW.contact_person1_name, NEW.cin_number))
    INTO NEW.search_text FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END
$$;--> statement-breakpoint
-- The profiles there are (their triggers set the text afresh).
UPDATE "member_profiles" SET "search_text" = '';--> statement-breakpoint
UPDATE "student_profiles" SET "search_text" = '';--> statement-breakpoint
UPDATE "corporate_profiles" SET "search_text" = '';
