CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "meeting_hosts" (
	"member_id" text PRIMARY KEY NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"weekly" jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feed_token" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_hosts_feed_token_unique" UNIQUE("feed_token")
);
--> statement-breakpoint
CREATE TABLE "meeting_types" (
	"id" varchar(40) PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"names" jsonb NOT NULL,
	"minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"step_minutes" integer DEFAULT 30 NOT NULL,
	"place" varchar(40) NOT NULL,
	"video_link" text,
	"languages" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" bigint NOT NULL,
	"member_id" text NOT NULL,
	"type_id" varchar(40) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"visitor_time_zone" varchar(64) NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meetings_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "meeting_hosts" ADD CONSTRAINT "meeting_hosts_member_id_staff_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meetings_lead" ON "meetings" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "meetings_member_starts" ON "meetings" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "meetings_starts" ON "meetings" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_no_overlap" EXCLUDE USING gist ("member_id" WITH =, tstzrange("blocked_from", "blocked_until") WITH &&) WHERE ("cancelled_at" IS NULL);--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_ends_after_start" CHECK ("ends_at" > "starts_at" AND "blocked_from" <= "starts_at" AND "blocked_until" >= "ends_at");
