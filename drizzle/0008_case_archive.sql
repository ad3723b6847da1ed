ALTER TABLE "cases" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "archive_target_id" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_archive_target_id_cases_id_fk" FOREIGN KEY ("archive_target_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;