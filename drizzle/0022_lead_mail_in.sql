CREATE TABLE "mailbox_cursors" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uid_validity" bigint NOT NULL,
	"last_uid" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quarantined_mail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reason" varchar(20) NOT NULL,
	"lead_id" bigint,
	"from_address" text DEFAULT '' NOT NULL,
	"to_address" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"message_id" varchar(255),
	"size" integer NOT NULL,
	"raw" "bytea",
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_messages" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "direction" varchar(3) DEFAULT 'out' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "quoted" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD COLUMN "dropped_files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "awaiting_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quarantined_mail" ADD CONSTRAINT "quarantined_mail_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quarantined_mail_sender" ON "quarantined_mail" USING btree ("from_address","received_at");--> statement-breakpoint
CREATE INDEX "quarantined_mail_received" ON "quarantined_mail" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "lead_messages_sender" ON "lead_messages" USING btree ("from_address","created_at");--> statement-breakpoint
CREATE INDEX "leads_awaiting" ON "leads" USING btree ("awaiting_since") WHERE "leads"."awaiting_since" is not null;