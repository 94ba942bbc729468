CREATE INDEX "jobs_open_live_idx" ON "jobs" USING btree ("end_date","start_date","is_member_job","country_code","state_code","work_culture","owner_id") WHERE "jobs"."status" = 'active' and "jobs"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "trainings_open_live_idx" ON "trainings" USING btree ("application_end","application_start","state_code","duration_code","owner_id") WHERE "trainings"."status" = 'active' and "trainings"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "member_profiles_active_place_idx" ON "member_profiles" USING btree ("state_code","city_code","user_id") WHERE "member_profiles"."is_active";--> statement-breakpoint
CREATE INDEX "member_profiles_number_trgm" ON "member_profiles" USING gin ("membership_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_profiles_company_trgm" ON "member_profiles" USING gin ("current_company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_profiles_active_place_idx" ON "student_profiles" USING btree ("state_code","city_code","user_id") WHERE "student_profiles"."is_active";--> statement-breakpoint
CREATE INDEX "student_profiles_registration_trgm" ON "student_profiles" USING gin ("registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_member_name_trgm" ON "users" USING gin ("name" gin_trgm_ops) WHERE "users"."role" = 'member';--> statement-breakpoint
CREATE INDEX "users_member_email_trgm" ON "users" USING gin ("email" gin_trgm_ops) WHERE "users"."role" = 'member';--> statement-breakpoint
CREATE INDEX "users_inactive_idx" ON "users" USING btree ("id") WHERE "users"."login_status" <> 'active' or "users"."deleted_at" is not null;--> statement-breakpoint
-- Hand-written (drizzle-kit has no table storage parameters): every application updates its
-- posting's application_count, which clears the page's all-visible bit and brings back heap
-- fetches in the index-only counts above until the next vacuum; vacuum these small, hot tables
-- after 2% of their rows changed instead of 20%.
ALTER TABLE "jobs" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
ALTER TABLE "trainings" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
