CREATE TABLE "routing_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"lang" varchar(5),
	"kind" varchar(20),
	"office" varchar(40),
	"campaign" text,
	"campaign_prefix" boolean DEFAULT false NOT NULL,
	"action" varchar(20) NOT NULL,
	"assignee_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routing_turns" (
	"lang" varchar(5) PRIMARY KEY NOT NULL,
	"last_member_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "outbox_lead_channel";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "recipient" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "languages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "away" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_lead_channel_recipient" ON "outbox" USING btree ("lead_id","channel","recipient");