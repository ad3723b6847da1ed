CREATE TABLE "case_drafts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"base_version_id" bigint,
	"author_id" text NOT NULL,
	"author_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "archive_target_id" integer;--> statement-breakpoint
ALTER TABLE "case_drafts" ADD CONSTRAINT "case_drafts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_drafts_case" ON "case_drafts" USING btree ("case_id","id");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_archive_target_id_cases_id_fk" FOREIGN KEY ("archive_target_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;