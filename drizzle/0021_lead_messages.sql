CREATE TABLE "lead_message_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_message_id" bigint NOT NULL,
	"name" text NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"author_id" text NOT NULL,
	"from_name" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"message_id" varchar(255) NOT NULL,
	"in_reply_to" varchar(255),
	"references" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reply_token" varchar(32);--> statement-breakpoint
ALTER TABLE "lead_message_files" ADD CONSTRAINT "lead_message_files_lead_message_id_lead_messages_id_fk" FOREIGN KEY ("lead_message_id") REFERENCES "public"."lead_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_messages" ADD CONSTRAINT "lead_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_message_files_message" ON "lead_message_files" USING btree ("lead_message_id");--> statement-breakpoint
CREATE INDEX "lead_messages_lead" ON "lead_messages" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_messages_message_id" ON "lead_messages" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_reply_token" ON "leads" USING btree ("reply_token");