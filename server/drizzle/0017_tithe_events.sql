ALTER TABLE "tithes" ADD COLUMN "event_id" uuid;--> statement-breakpoint
CREATE INDEX "tithes_event_idx" ON "tithes" USING btree ("event_id");