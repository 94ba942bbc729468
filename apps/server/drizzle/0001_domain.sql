CREATE TYPE "public"."application_stage" AS ENUM('applied', 'shortlisted', 'interview', 'offered', 'hired', 'notSelected');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('active', 'onHold', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."training_status" AS ENUM('active', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."work_culture" AS ENUM('No', 'Yes', 'Limited');--> statement-breakpoint
CREATE TYPE "public"."login_status" AS ENUM('active', 'blocked');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'corporate', 'member', 'student');--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" bigint,
	"action" text NOT NULL,
	"target_id" bigint,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grievances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"registration_number" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"message" text NOT NULL,
	"user_id" bigint,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "person_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sender_id" bigint NOT NULL,
	"recipient_id" bigint NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institute_members" (
	"membership_type" text NOT NULL,
	"membership_number" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"chapter" text DEFAULT '' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institute_students" (
	"registration_number" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"chapter" text DEFAULT '' NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone_code" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_items" (
	"list" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 1000 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "master_items_list_code_pk" PRIMARY KEY("list","code")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "govt_jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "govt_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_type" text NOT NULL,
	"work_culture" "work_culture" DEFAULT 'No' NOT NULL,
	"job_post" text NOT NULL,
	"government_type" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"vacancy" text DEFAULT '' NOT NULL,
	"pay_scale" text DEFAULT '' NOT NULL,
	"age_limit" text DEFAULT '' NOT NULL,
	"apply_url" text DEFAULT '' NOT NULL,
	"advertisement_url" text DEFAULT '' NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"minimum_experience" integer DEFAULT 0 NOT NULL,
	"maximum_experience" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "govt_trainings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "govt_trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"designation" text NOT NULL,
	"government_type" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"vacancy" text DEFAULT '' NOT NULL,
	"stipend" text DEFAULT '' NOT NULL,
	"age_limit" text DEFAULT '' NOT NULL,
	"apply_url" text DEFAULT '' NOT NULL,
	"advertisement_url" text DEFAULT '' NOT NULL,
	"training_start_date" timestamp with time zone,
	"training_end_date" timestamp with time zone,
	"minimum_qualification" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stage" "application_stage" DEFAULT 'applied' NOT NULL,
	"stage_note" text DEFAULT '' NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"title" text NOT NULL,
	"country_code" text NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"no_of_vacancy" integer DEFAULT 1 NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"job_type" text NOT NULL,
	"qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"additional_qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_salary" bigint DEFAULT 0 NOT NULL,
	"max_salary" bigint DEFAULT 0 NOT NULL,
	"salary_currency" text DEFAULT 'INR' NOT NULL,
	"min_experience_months" integer DEFAULT 0 NOT NULL,
	"max_experience_months" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"service" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"work_culture" "work_culture" DEFAULT 'No' NOT NULL,
	"status" "job_status" DEFAULT 'active' NOT NULL,
	"is_member_job" boolean DEFAULT false NOT NULL,
	"application_count" integer DEFAULT 0 NOT NULL,
	"expiry_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "training_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"training_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stage" "application_stage" DEFAULT 'applied' NOT NULL,
	"stage_note" text DEFAULT '' NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"owner_id" bigint NOT NULL,
	"title" text NOT NULL,
	"no_of_trainees" integer DEFAULT 1 NOT NULL,
	"state_code" text NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"qualification" text NOT NULL,
	"duration_code" text NOT NULL,
	"duration_months" integer DEFAULT 0 NOT NULL,
	"stipend" bigint DEFAULT 0 NOT NULL,
	"stipend_currency" text DEFAULT 'INR' NOT NULL,
	"application_start" timestamp with time zone NOT NULL,
	"application_end" timestamp with time zone NOT NULL,
	"training_start" timestamp with time zone,
	"address" text NOT NULL,
	"description" text NOT NULL,
	"status" "training_status" DEFAULT 'active' NOT NULL,
	"application_count" integer DEFAULT 0 NOT NULL,
	"expiry_notice_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"modified_by" bigint,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "certification_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certification_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"training_code" text NOT NULL,
	"training_name" text NOT NULL,
	"institute_name" text NOT NULL,
	"location" text NOT NULL,
	"course_duration" integer NOT NULL,
	"year_of_completion" integer NOT NULL,
	"percentage" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"cin_number" text DEFAULT '' NOT NULL,
	"is_listed" boolean DEFAULT false NOT NULL,
	"listing_type" text DEFAULT '' NOT NULL,
	"industry_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_pcs" boolean DEFAULT false NOT NULL,
	"firm_name" text DEFAULT '' NOT NULL,
	"member_name" text DEFAULT '' NOT NULL,
	"membership_number" text DEFAULT '' NOT NULL,
	"company_description" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT 'IN' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"other_city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"company_phone_code" text DEFAULT '91' NOT NULL,
	"company_contact_number" text DEFAULT '' NOT NULL,
	"company_website" text DEFAULT '' NOT NULL,
	"contact_person1_name" text DEFAULT '' NOT NULL,
	"contact_person1_email" text DEFAULT '' NOT NULL,
	"contact_person1_phone_code" text DEFAULT '91' NOT NULL,
	"contact_person1_mobile" text DEFAULT '' NOT NULL,
	"contact_person2_name" text DEFAULT '' NOT NULL,
	"contact_person2_email" text DEFAULT '' NOT NULL,
	"contact_person2_mobile" text DEFAULT '' NOT NULL,
	"can_post_training" boolean DEFAULT false NOT NULL,
	"balance_sheet_file_id" bigint,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "education_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"course" text NOT NULL,
	"college" text NOT NULL,
	"location" text NOT NULL,
	"board" text NOT NULL,
	"year_of_completion" integer NOT NULL,
	"percentage" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experience_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"company" text NOT NULL,
	"designation" text NOT NULL,
	"location" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"job_profile" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"membership_type" text NOT NULL,
	"membership_number" text NOT NULL,
	"date_of_birth" date,
	"country_code" text DEFAULT 'IN' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"other_city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"chapter" text DEFAULT '' NOT NULL,
	"current_company" text DEFAULT '' NOT NULL,
	"current_role" text DEFAULT '' NOT NULL,
	"other_role" text DEFAULT '' NOT NULL,
	"total_experience_months" integer DEFAULT 0 NOT NULL,
	"current_ctc" bigint DEFAULT 0 NOT NULL,
	"current_ctc_currency" text DEFAULT 'INR' NOT NULL,
	"profile_summary" text DEFAULT '' NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_pcs" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"profile_picture" text DEFAULT '' NOT NULL,
	"resume_file_id" bigint,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"date_of_birth" date,
	"region" text DEFAULT '' NOT NULL,
	"chapter" text DEFAULT '' NOT NULL,
	"state_code" text DEFAULT '' NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"profile_summary" text DEFAULT '' NOT NULL,
	"additional_info" text DEFAULT '' NOT NULL,
	"achievements" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"profile_picture" text DEFAULT '' NOT NULL,
	"resume_file_id" bigint,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"otp" text NOT NULL,
	"purpose" text DEFAULT 'registration' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_window_start_pk" PRIMARY KEY("bucket","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"impersonator_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"role" "user_role" NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"login_status" "login_status" DEFAULT 'active' NOT NULL,
	"registration_type" text DEFAULT '' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_messages" ADD CONSTRAINT "person_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_messages" ADD CONSTRAINT "person_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_code_states_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "govt_jobs" ADD CONSTRAINT "govt_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "govt_trainings" ADD CONSTRAINT "govt_trainings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_applications" ADD CONSTRAINT "training_applications_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_applications" ADD CONSTRAINT "training_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certification_items" ADD CONSTRAINT "certification_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_profiles" ADD CONSTRAINT "corporate_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_profiles" ADD CONSTRAINT "corporate_profiles_balance_sheet_file_id_files_id_fk" FOREIGN KEY ("balance_sheet_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_items" ADD CONSTRAINT "education_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_items" ADD CONSTRAINT "experience_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_code_uq" ON "announcements" USING btree ("code");--> statement-breakpoint
CREATE INDEX "announcements_published_idx" ON "announcements" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "grievances_created_idx" ON "grievances" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "person_messages_recipient_idx" ON "person_messages" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "files_name_uq" ON "files" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "institute_members_uq" ON "institute_members" USING btree ("membership_type","membership_number");--> statement-breakpoint
CREATE UNIQUE INDEX "institute_students_uq" ON "institute_students" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "institute_students_email_idx" ON "institute_students" USING btree ("email");--> statement-breakpoint
CREATE INDEX "cities_state_idx" ON "cities" USING btree ("state_code","name");--> statement-breakpoint
CREATE INDEX "cities_name_trgm" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_items_list_idx" ON "master_items" USING btree ("list","type","sort_order");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_code","name");--> statement-breakpoint
CREATE UNIQUE INDEX "govt_jobs_code_uq" ON "govt_jobs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "govt_jobs_created_idx" ON "govt_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "govt_jobs_end_idx" ON "govt_jobs" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "govt_jobs_cities_gin" ON "govt_jobs" USING gin ("cities");--> statement-breakpoint
CREATE UNIQUE INDEX "govt_trainings_code_uq" ON "govt_trainings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "govt_trainings_created_idx" ON "govt_trainings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "govt_trainings_end_idx" ON "govt_trainings" USING btree ("training_end_date");--> statement-breakpoint
CREATE INDEX "govt_trainings_cities_gin" ON "govt_trainings" USING gin ("cities");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_uq" ON "job_applications" USING btree ("job_id","user_id");--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","applied_at");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_code_uq" ON "jobs" USING btree ("code");--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("status","end_date","start_date");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "jobs_country_state_idx" ON "jobs" USING btree ("country_code","state_code");--> statement-breakpoint
CREATE INDEX "jobs_cities_gin" ON "jobs" USING gin ("cities");--> statement-breakpoint
CREATE INDEX "jobs_skills_gin" ON "jobs" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "jobs_roles_gin" ON "jobs" USING gin ("roles");--> statement-breakpoint
CREATE INDEX "jobs_qualifications_gin" ON "jobs" USING gin ("qualifications");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "training_applications_uq" ON "training_applications" USING btree ("training_id","user_id");--> statement-breakpoint
CREATE INDEX "training_applications_user_idx" ON "training_applications" USING btree ("user_id","applied_at");--> statement-breakpoint
CREATE INDEX "training_applications_training_idx" ON "training_applications" USING btree ("training_id","applied_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trainings_code_uq" ON "trainings" USING btree ("code");--> statement-breakpoint
CREATE INDEX "trainings_owner_idx" ON "trainings" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "trainings_open_idx" ON "trainings" USING btree ("status","application_end","application_start");--> statement-breakpoint
CREATE INDEX "trainings_created_idx" ON "trainings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trainings_state_idx" ON "trainings" USING btree ("state_code");--> statement-breakpoint
CREATE INDEX "trainings_cities_gin" ON "trainings" USING gin ("cities");--> statement-breakpoint
CREATE INDEX "trainings_industries_gin" ON "trainings" USING gin ("industries");--> statement-breakpoint
CREATE INDEX "trainings_title_trgm" ON "trainings" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "certification_items_code_uq" ON "certification_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "certification_items_user_idx" ON "certification_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "corporate_profiles_name_trgm" ON "corporate_profiles" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "corporate_profiles_industry_gin" ON "corporate_profiles" USING gin ("industry_types");--> statement-breakpoint
CREATE INDEX "corporate_profiles_location_idx" ON "corporate_profiles" USING btree ("state_code","city_code");--> statement-breakpoint
CREATE UNIQUE INDEX "education_items_code_uq" ON "education_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "education_items_user_idx" ON "education_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_items_code_uq" ON "experience_items" USING btree ("code");--> statement-breakpoint
CREATE INDEX "experience_items_user_idx" ON "experience_items" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_profiles_membership_uq" ON "member_profiles" USING btree ("membership_type","membership_number");--> statement-breakpoint
CREATE INDEX "member_profiles_skills_gin" ON "member_profiles" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "member_profiles_location_idx" ON "member_profiles" USING btree ("state_code","city_code");--> statement-breakpoint
CREATE INDEX "member_profiles_search_idx" ON "member_profiles" USING btree ("is_active","total_experience_months","current_ctc");--> statement-breakpoint
CREATE UNIQUE INDEX "student_profiles_registration_uq" ON "student_profiles" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "student_profiles_skills_gin" ON "student_profiles" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "student_profiles_location_idx" ON "student_profiles" USING btree ("state_code","city_code");--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "otps_mobile_idx" ON "otps" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE INDEX "otps_created_idx" ON "otps" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_uq" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_code_uq" ON "users" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_role_email_uq" ON "users" USING btree ("role","email");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);