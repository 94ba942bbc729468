CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "job_applications_applied_idx" ON "job_applications" USING btree ("applied_at");--> statement-breakpoint
CREATE INDEX "training_applications_applied_idx" ON "training_applications" USING btree ("applied_at");--> statement-breakpoint
CREATE INDEX "member_profiles_modified_idx" ON "member_profiles" USING btree ("modified_at");--> statement-breakpoint
CREATE INDEX "student_profiles_modified_idx" ON "student_profiles" USING btree ("modified_at");--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");