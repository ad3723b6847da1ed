CREATE TABLE "used_form_tokens" (
	"token" varchar(64) NOT NULL,
	"send_key" varchar(64) NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	CONSTRAINT "used_form_tokens_token_send_key_pk" PRIMARY KEY("token","send_key")
);
--> statement-breakpoint
CREATE INDEX "used_form_tokens_keep_until" ON "used_form_tokens" USING btree ("keep_until");