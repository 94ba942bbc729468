CREATE TABLE "candidate_skills" (
	"user_id" bigint NOT NULL,
	"skill" text NOT NULL,
	"kind" text NOT NULL,
	"state_code" text NOT NULL,
	"city_code" text NOT NULL,
	"name_key" text NOT NULL,
	CONSTRAINT "candidate_skills_user_id_skill_pk" PRIMARY KEY("user_id","skill")
);
--> statement-breakpoint
-- Written by hand. A searchable candidate's skills, one row each, with what the searches filter
-- and order on: rewritten by the profile's trigger in the writing transaction when the profile
-- becomes searchable or not, moves, is renamed (name_key) or its skills change; removed with it.
CREATE FUNCTION "candidate_skills_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM candidate_skills WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.searchable THEN
    INSERT INTO candidate_skills (user_id, skill, kind, state_code, city_code, name_key)
      SELECT NEW.user_id, s, TG_ARGV[0], NEW.state_code, NEW.city_code, NEW.name_key
      FROM unnest(NEW.skills) AS s
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "member_profiles_skills_changed" AFTER UPDATE ON "member_profiles" FOR EACH ROW
WHEN ((OLD.searchable, OLD.state_code, OLD.city_code, OLD.name_key, OLD.skills)
  IS DISTINCT FROM (NEW.searchable, NEW.state_code, NEW.city_code, NEW.name_key, NEW.skills))
EXECUTE FUNCTION "candidate_skills_trg"('member');--> statement-breakpoint
CREATE TRIGGER "member_profiles_skills_added" AFTER INSERT OR DELETE ON "member_profiles"
FOR EACH ROW EXECUTE FUNCTION "candidate_skills_trg"('member');--> statement-breakpoint
CREATE TRIGGER "student_profiles_skills_changed" AFTER UPDATE ON "student_profiles" FOR EACH ROW
WHEN ((OLD.searchable, OLD.state_code, OLD.city_code, OLD.name_key, OLD.skills)
  IS DISTINCT FROM (NEW.searchable, NEW.state_code, NEW.city_code, NEW.name_key, NEW.skills))
EXECUTE FUNCTION "candidate_skills_trg"('student');--> statement-breakpoint
CREATE TRIGGER "student_profiles_skills_added" AFTER INSERT OR DELETE ON "student_profiles"
FOR EACH ROW EXECUTE FUNCTION "candidate_skills_trg"('student');--> statement-breakpoint
-- The candidates there are (the indexes are built after, on the filled table).
INSERT INTO "candidate_skills" ("user_id", "skill", "kind", "state_code", "city_code", "name_key")
  SELECT p.user_id, s, 'member', p.state_code, p.city_code, p.name_key
  FROM "member_profiles" p, unnest(p.skills) AS s WHERE p.searchable
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "candidate_skills" ("user_id", "skill", "kind", "state_code", "city_code", "name_key")
  SELECT p.user_id, s, 'student', p.state_code, p.city_code, p.name_key
  FROM "student_profiles" p, unnest(p.skills) AS s WHERE p.searchable
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "candidate_skills_place_idx" ON "candidate_skills" USING btree ("kind","state_code","city_code","skill","name_key","user_id");--> statement-breakpoint
CREATE INDEX "candidate_skills_state_idx" ON "candidate_skills" USING btree ("kind","state_code","skill","name_key","user_id");--> statement-breakpoint
CREATE INDEX "candidate_skills_skill_idx" ON "candidate_skills" USING btree ("kind","skill","name_key","user_id");--> statement-breakpoint
-- The planner's statistics of the filled table at once (not at autovacuum's next round).
ANALYZE "candidate_skills";