CREATE TABLE "consents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"notice_version" integer NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"channel" text NOT NULL,
	"withdrawn_channel" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_grievances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_grievances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" bigint NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"replied_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"replied_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "privacy_grievances_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_grievances" ADD CONSTRAINT "privacy_grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_grievances" ADD CONSTRAINT "privacy_grievances_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_purpose_idx" ON "consents" USING btree ("user_id","purpose","id");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_in_force_uq" ON "consents" USING btree ("user_id","purpose") WHERE "consents"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "privacy_grievances_user_idx" ON "privacy_grievances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "privacy_grievances_open_due_idx" ON "privacy_grievances" USING btree ("due_at") WHERE "privacy_grievances"."status" = 'open';--> statement-breakpoint
-- Written by hand. The candidate's facts (migrations 0017, 0018) gain the search consent: a member
-- or student who withdrew "being found by employers in search" (a row for the purpose and none in
-- force) is not searchable, so every candidate search, its counts and its skills table drop them in
-- the withdrawing transaction. No row at all: registered before the register (see the backfill).
CREATE OR REPLACE FUNCTION "candidate_facts_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT u.deleted_at IS NULL AND u.role::text || '_profiles' = TG_TABLE_NAME, lower(u.name), u.login_status = 'active'
    INTO NEW.listed, NEW.name_key, NEW.searchable FROM users u WHERE u.id = NEW.user_id;
  NEW.searchable := NEW.searchable AND NEW.listed AND NEW.is_active
    AND NOT (EXISTS (SELECT 1 FROM consents c WHERE c.user_id = NEW.user_id AND c.purpose = 'search')
      AND NOT EXISTS (SELECT 1 FROM consents c WHERE c.user_id = NEW.user_id AND c.purpose = 'search' AND c.withdrawn_at IS NULL));
  RETURN NEW;
END
$$;--> statement-breakpoint
-- A search consent given or withdrawn sets the person's profile facts afresh (writing "searchable"
-- makes the profile's trigger above decide it again).
CREATE FUNCTION "consents_search_trg"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_profiles SET searchable = false WHERE user_id = NEW.user_id;
  UPDATE student_profiles SET searchable = false WHERE user_id = NEW.user_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The people already registered agreed to the terms shown when they registered, which covered
-- these purposes: their consents are recorded under notice version 1 at their registration time,
-- channel 'migration'. A later version of a notice asks them again at sign-in like anyone else.
INSERT INTO "consents" ("user_id", "purpose", "notice_version", "given_at", "channel")
SELECT u.id, p.purpose, 1, u.created_at, 'migration'
FROM "users" u
JOIN (VALUES ('member', 'registration'), ('member', 'search'), ('member', 'resume'), ('member', 'alerts'),
  ('member', 'drives'), ('student', 'registration'), ('student', 'search'), ('student', 'resume'),
  ('student', 'alerts'), ('student', 'drives'), ('corporate', 'registration')) AS p(role, purpose)
  ON p.role = u.role::text
WHERE u.deleted_at IS NULL;--> statement-breakpoint
-- (after the backfill, which changes no one's searchability)
CREATE TRIGGER "consents_search_changed" AFTER INSERT OR UPDATE ON "consents"
FOR EACH ROW WHEN (NEW.purpose = 'search') EXECUTE FUNCTION "consents_search_trg"();
