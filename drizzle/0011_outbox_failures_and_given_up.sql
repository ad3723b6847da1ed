ALTER TABLE "outbox" ADD COLUMN "last_failure" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "given_up_at" timestamp with time zone;