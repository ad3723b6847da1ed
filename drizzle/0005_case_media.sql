CREATE TABLE "media_files" (
	"name" varchar(200) PRIMARY KEY NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_translations" ADD COLUMN "cover_alt" text;