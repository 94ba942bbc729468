CREATE TABLE "saved_search_hits" (
	"saved_search_id" bigint NOT NULL,
	"posting_kind" text NOT NULL,
	"posting_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_hits_saved_search_id_posting_kind_posting_id_pk" PRIMARY KEY("saved_search_id","posting_kind","posting_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"search_kind" text NOT NULL,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"last_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_code_uq" ON "saved_searches" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_unsubscribe_uq" ON "saved_searches" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("active","next_run_at");--> statement-breakpoint
CREATE INDEX "job_applications_job_stage_idx" ON "job_applications" USING btree ("job_id","stage","applied_at");--> statement-breakpoint
CREATE INDEX "training_applications_training_stage_idx" ON "training_applications" USING btree ("training_id","stage","applied_at");