CREATE TABLE "profile_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"candidate_id" bigint NOT NULL,
	"viewer_id" bigint NOT NULL,
	"day" date NOT NULL,
	"via_search" boolean NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_profiles" ADD COLUMN "show_resume_to_employers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD COLUMN "show_resume_to_employers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_views_once_a_day_uq" ON "profile_views" USING btree ("candidate_id","viewer_id","day");--> statement-breakpoint
CREATE INDEX "profile_views_viewer_day_idx" ON "profile_views" USING btree ("viewer_id","day") WHERE "profile_views"."via_search";--> statement-breakpoint
CREATE INDEX "profile_views_candidate_idx" ON "profile_views" USING btree ("candidate_id","viewed_at");