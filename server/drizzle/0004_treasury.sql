CREATE TABLE "expenses" (
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
	"code" integer,
	"code_year" integer,
	"amount" bigint NOT NULL,
	"payment_method" varchar(30),
	"document_number" varchar(60) DEFAULT '' NOT NULL,
	"accounting_code" varchar(40) DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"issue_date" date NOT NULL,
	"recurrence" varchar(20) DEFAULT 'unico' NOT NULL,
	"end_date" date,
	"alert_time" varchar(5),
	"alert_weekday" smallint,
	"alert_date" date,
	"repasse_percent_bp" integer,
	"without_repasse" boolean DEFAULT false NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"repasse_register_id" uuid,
	"category" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repasse_registers" (
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
	"period" varchar(7) NOT NULL,
	"percent_bp" integer NOT NULL,
	"category" varchar(20) NOT NULL,
	"recipient_id" uuid NOT NULL,
	"budget_amount" bigint DEFAULT 0 NOT NULL,
	"base_amount" bigint NOT NULL,
	"expense_amount" bigint NOT NULL,
	"expense_id" uuid NOT NULL,
	"notes" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "revenues" (
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
	"code" integer,
	"code_year" integer,
	"amount" bigint NOT NULL,
	"payment_method" varchar(30),
	"document_number" varchar(60) DEFAULT '' NOT NULL,
	"accounting_code" varchar(40) DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"issue_date" date NOT NULL,
	"recurrence" varchar(20) DEFAULT 'unico' NOT NULL,
	"end_date" date,
	"alert_time" varchar(5),
	"alert_weekday" smallint,
	"alert_date" date,
	"repasse_percent_bp" integer,
	"without_repasse" boolean DEFAULT false NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"repasse_register_id" uuid,
	"origin" varchar(20) NOT NULL,
	"deposit_date" date,
	"receipt_date" date,
	"created_on" date
);
--> statement-breakpoint
CREATE TABLE "tithe_budgets" (
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
	"year" integer NOT NULL,
	"month" smallint,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tithes" (
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
	"member_id" uuid,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"payment_method" varchar(30) NOT NULL,
	"notes" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_attachments" (
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
	"kind" varchar(10) NOT NULL,
	"entry_id" uuid NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"storage_key" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_counters" (
	"church_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "treasury_counters_church_id_kind_year_pk" PRIMARY KEY("church_id","kind","year")
);
--> statement-breakpoint
CREATE TABLE "treasury_files" (
	"key" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_payments" (
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
	"kind" varchar(10) NOT NULL,
	"entry_id" uuid NOT NULL,
	"instalment_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"date" date NOT NULL,
	"history" varchar(500) NOT NULL,
	"payment_method" varchar(30)
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repasse_registers" ADD CONSTRAINT "repasse_registers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repasse_registers" ADD CONSTRAINT "repasse_registers_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tithe_budgets" ADD CONSTRAINT "tithe_budgets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tithe_budgets" ADD CONSTRAINT "tithe_budgets_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tithes" ADD CONSTRAINT "tithes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tithes" ADD CONSTRAINT "tithes_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_attachments" ADD CONSTRAINT "treasury_attachments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_attachments" ADD CONSTRAINT "treasury_attachments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_counters" ADD CONSTRAINT "treasury_counters_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_payments" ADD CONSTRAINT "treasury_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_payments" ADD CONSTRAINT "treasury_payments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_scope_idx" ON "expenses" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "expenses_seq_idx" ON "expenses" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "expenses_church_due_idx" ON "expenses" USING btree ("church_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_code_uq" ON "expenses" USING btree ("church_id","code_year","code");--> statement-breakpoint
CREATE INDEX "repasse_registers_scope_idx" ON "repasse_registers" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "repasse_registers_seq_idx" ON "repasse_registers" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "repasse_registers_recipient_idx" ON "repasse_registers" USING btree ("recipient_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "repasse_registers_live_uq" ON "repasse_registers" USING btree ("church_id","period","category") WHERE "repasse_registers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "revenues_scope_idx" ON "revenues" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "revenues_seq_idx" ON "revenues" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "revenues_church_due_idx" ON "revenues" USING btree ("church_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "revenues_code_uq" ON "revenues" USING btree ("church_id","code_year","code");--> statement-breakpoint
CREATE INDEX "tithe_budgets_scope_idx" ON "tithe_budgets" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "tithe_budgets_seq_idx" ON "tithe_budgets" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tithe_budgets_live_uq" ON "tithe_budgets" USING btree ("church_id","year",coalesce("month", 0)) WHERE "tithe_budgets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tithes_scope_idx" ON "tithes" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "tithes_seq_idx" ON "tithes" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "tithes_church_date_idx" ON "tithes" USING btree ("church_id","date");--> statement-breakpoint
CREATE INDEX "tithes_member_idx" ON "tithes" USING btree ("member_id","date");--> statement-breakpoint
CREATE INDEX "treasury_attachments_scope_idx" ON "treasury_attachments" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "treasury_attachments_seq_idx" ON "treasury_attachments" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "treasury_attachments_entry_idx" ON "treasury_attachments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "treasury_payments_scope_idx" ON "treasury_payments" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "treasury_payments_seq_idx" ON "treasury_payments" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "treasury_payments_entry_idx" ON "treasury_payments" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "treasury_payments_church_date_idx" ON "treasury_payments" USING btree ("church_id","date");--> statement-breakpoint
CREATE TRIGGER revenues_touch BEFORE INSERT OR UPDATE ON "revenues" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER expenses_touch BEFORE INSERT OR UPDATE ON "expenses" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER treasury_payments_touch BEFORE INSERT OR UPDATE ON "treasury_payments" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER tithes_touch BEFORE INSERT OR UPDATE ON "tithes" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER tithe_budgets_touch BEFORE INSERT OR UPDATE ON "tithe_budgets" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER repasse_registers_touch BEFORE INSERT OR UPDATE ON "repasse_registers" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER treasury_attachments_touch BEFORE INSERT OR UPDATE ON "treasury_attachments" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
