CREATE TABLE "site_secrets" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_proofs" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"send_key" varchar(64),
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_version" varchar(64);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_lang" varchar(5);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "used_proofs_expires_at" ON "used_proofs" USING btree ("expires_at");