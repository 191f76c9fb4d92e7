CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid NOT NULL,
	"field_id" uuid,
	"sector_id" uuid,
	"church_id" uuid,
	"name" varchar(200) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"location" varchar(200) DEFAULT '' NOT NULL,
	"budget_amount" bigint,
	"budget_end" date,
	"revenue_budget" bigint NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "revenues" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_scope_idx" ON "events" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "events_seq_idx" ON "events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "expenses_event_idx" ON "expenses" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "revenues_event_idx" ON "revenues" USING btree ("event_id");--> statement-breakpoint
CREATE TRIGGER events_touch BEFORE INSERT OR UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();