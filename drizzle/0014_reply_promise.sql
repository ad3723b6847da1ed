ALTER TABLE "leads" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_waiting" ON "leads" USING btree ("created_at") WHERE "leads"."status" = 'new' and "leads"."first_response_at" is null;--> statement-breakpoint
-- The first answer of the leads already there, from their timeline: the first "Replied", or the first move to an answered status.
UPDATE "leads" SET "first_response_at" = "answered"."at" FROM (SELECT "lead_id", min("created_at") AS "at" FROM "lead_events" WHERE "actor_id" IS NOT NULL AND ("kind" = 'replied' OR ("kind" = 'status' AND "detail"->>'to' IN ('contacted', 'qualified', 'won', 'lost'))) GROUP BY "lead_id") AS "answered" WHERE "leads"."id" = "answered"."lead_id";
