CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid,
	"kind" varchar(40) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"language" varchar(5) NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" varchar(200) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_queue_dedupe_uq" ON "mail_queue" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."status" = 'pending';