CREATE TABLE "site_document_versions" (
	"key" varchar(40) NOT NULL,
	"lang" varchar(5) NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"action" varchar(20) NOT NULL,
	"member_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_document_versions_key_lang_version_pk" PRIMARY KEY("key","lang","version")
);
--> statement-breakpoint
CREATE TABLE "site_documents" (
	"key" varchar(40) NOT NULL,
	"lang" varchar(5) NOT NULL,
	"published" jsonb NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	"draft" jsonb,
	"draft_by" text,
	"draft_at" timestamp with time zone,
	"publish_at" timestamp with time zone,
	CONSTRAINT "site_documents_key_lang_pk" PRIMARY KEY("key","lang")
);
--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "content_languages" jsonb;--> statement-breakpoint
CREATE INDEX "site_documents_publish_at" ON "site_documents" USING btree ("publish_at");