CREATE TABLE "registration_lookups" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"subject" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "ref" text NOT NULL;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "subject" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "verify_token_hash" text;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "consumed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "registration_lookups_expires_idx" ON "registration_lookups" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "otps_subject_idx" ON "otps" USING btree ("subject","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otps_verify_token_uq" ON "otps" USING btree ("verify_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "otps_ref_uq" ON "otps" USING btree ("ref");