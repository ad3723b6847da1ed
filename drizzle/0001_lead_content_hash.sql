ALTER TABLE "leads" ADD COLUMN "content_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "leads_content_hash" ON "leads" USING btree ("content_hash","created_at");