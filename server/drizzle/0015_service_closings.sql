CREATE TABLE "service_closings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"church_id" uuid NOT NULL,
	"date" date NOT NULL,
	"tithe_ids" jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"counters" jsonb NOT NULL,
	"notes" varchar(500) DEFAULT '' NOT NULL,
	"expected_cash" bigint NOT NULL,
	"counted_cash" bigint NOT NULL,
	"difference" bigint NOT NULL,
	"entries" integer NOT NULL,
	"by_method" jsonb NOT NULL,
	"closed_by" uuid
);
--> statement-breakpoint
ALTER TABLE "service_closings" ADD CONSTRAINT "service_closings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_closings" ADD CONSTRAINT "service_closings_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_closings_scope_idx" ON "service_closings" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "service_closings_seq_idx" ON "service_closings" USING btree ("seq");--> statement-breakpoint
CREATE TRIGGER service_closings_touch BEFORE INSERT OR UPDATE ON "service_closings" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
