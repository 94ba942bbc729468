CREATE TABLE "interview_invites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"interview_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"job_application_id" bigint,
	"training_application_id" bigint,
	"slot_id" bigint,
	"exclusive" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"response" text DEFAULT 'pending' NOT NULL,
	"response_note" text DEFAULT '' NOT NULL,
	"responded_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_invites_status_ck" CHECK (status in ('scheduled', 'cancelled')),
	CONSTRAINT "interview_invites_response_ck" CHECK (response in ('pending', 'accepted', 'declined', 'newTime')),
	CONSTRAINT "interview_invites_application_ck" CHECK ((job_application_id is null) <> (training_application_id is null))
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"interview_id" bigint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"posting_kind" text NOT NULL,
	"job_id" bigint,
	"training_id" bigint,
	"created_by" bigint,
	"round_name" text NOT NULL,
	"mode" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"pick" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_kind_ck" CHECK (posting_kind in ('job', 'training')),
	CONSTRAINT "interviews_posting_ck" CHECK ((posting_kind = 'job' and job_id is not null and training_id is null) or (posting_kind = 'training' and training_id is not null and job_id is null)),
	CONSTRAINT "interviews_mode_ck" CHECK (mode in ('inPerson', 'video', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar_method" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "calendar_body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_invites" ADD CONSTRAINT "interview_invites_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invites" ADD CONSTRAINT "interview_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invites" ADD CONSTRAINT "interview_invites_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invites" ADD CONSTRAINT "interview_invites_training_application_id_training_applications_id_fk" FOREIGN KEY ("training_application_id") REFERENCES "public"."training_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invites" ADD CONSTRAINT "interview_invites_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_training_id_trainings_id_fk" FOREIGN KEY ("training_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invites_code_uq" ON "interview_invites" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invites_person_uq" ON "interview_invites" USING btree ("interview_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_invites_slot_uq" ON "interview_invites" USING btree ("slot_id") WHERE "interview_invites"."exclusive" and "interview_invites"."status" = 'scheduled' and "interview_invites"."slot_id" is not null;--> statement-breakpoint
CREATE INDEX "interview_invites_user_idx" ON "interview_invites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_invites_job_app_idx" ON "interview_invites" USING btree ("job_application_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_invites_training_app_idx" ON "interview_invites" USING btree ("training_application_id","created_at");--> statement-breakpoint
CREATE INDEX "interview_invites_remind_idx" ON "interview_invites" USING btree ("starts_at") WHERE "interview_invites"."status" = 'scheduled' and "interview_invites"."reminded_at" is null and "interview_invites"."starts_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_code_uq" ON "interview_slots" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_time_uq" ON "interview_slots" USING btree ("interview_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_code_uq" ON "interviews" USING btree ("code");--> statement-breakpoint
CREATE INDEX "interviews_job_idx" ON "interviews" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "interviews_training_idx" ON "interviews" USING btree ("training_id");