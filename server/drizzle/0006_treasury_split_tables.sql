CREATE TABLE "expense_attachments" (
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
	"entry_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_payments" (
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
	"entry_id" uuid NOT NULL,
	"instalment_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"history" varchar(500) NOT NULL,
	"payment_method" varchar(30)
);
--> statement-breakpoint
CREATE TABLE "revenue_attachments" (
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
	"entry_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenue_receipts" (
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
	"entry_id" uuid NOT NULL,
	"instalment_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"history" varchar(500) NOT NULL,
	"payment_method" varchar(30)
);
--> statement-breakpoint
ALTER TABLE "expense_attachments" ADD CONSTRAINT "expense_attachments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_attachments" ADD CONSTRAINT "expense_attachments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_attachments" ADD CONSTRAINT "revenue_attachments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_attachments" ADD CONSTRAINT "revenue_attachments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_receipts" ADD CONSTRAINT "revenue_receipts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenue_receipts" ADD CONSTRAINT "revenue_receipts_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expense_attachments_scope_idx" ON "expense_attachments" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "expense_attachments_seq_idx" ON "expense_attachments" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "expense_attachments_entry_idx" ON "expense_attachments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "expense_payments_scope_idx" ON "expense_payments" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "expense_payments_seq_idx" ON "expense_payments" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "expense_payments_entry_idx" ON "expense_payments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "expense_payments_church_date_idx" ON "expense_payments" USING btree ("church_id","date");--> statement-breakpoint
CREATE INDEX "revenue_attachments_scope_idx" ON "revenue_attachments" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "revenue_attachments_seq_idx" ON "revenue_attachments" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "revenue_attachments_entry_idx" ON "revenue_attachments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "revenue_receipts_scope_idx" ON "revenue_receipts" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "revenue_receipts_seq_idx" ON "revenue_receipts" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "revenue_receipts_entry_idx" ON "revenue_receipts" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "revenue_receipts_church_date_idx" ON "revenue_receipts" USING btree ("church_id","date");--> statement-breakpoint
CREATE TRIGGER revenue_receipts_touch BEFORE INSERT OR UPDATE ON "revenue_receipts" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER expense_payments_touch BEFORE INSERT OR UPDATE ON "expense_payments" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER revenue_attachments_touch BEFORE INSERT OR UPDATE ON "revenue_attachments" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER expense_attachments_touch BEFORE INSERT OR UPDATE ON "expense_attachments" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
