CREATE TABLE "asset_items" (
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
	"asset_id" uuid NOT NULL,
	"identifier" varchar(60) NOT NULL,
	"status" varchar(20) NOT NULL,
	"status_changed_on" date NOT NULL,
	"notes" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_movements" (
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
	"asset_id" uuid NOT NULL,
	"kind" varchar(10) NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"date" date NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
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
	"name" varchar(200) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"subdivision" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "liabilities" (
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
	"name" varchar(200) NOT NULL,
	"description" varchar(500) DEFAULT '' NOT NULL,
	"subdivision" varchar(100) DEFAULT '' NOT NULL,
	"value" bigint NOT NULL,
	"due_date" date NOT NULL,
	"settled_on" date,
	"expense_id" uuid
);
--> statement-breakpoint
ALTER TABLE "asset_items" ADD CONSTRAINT "asset_items_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_items" ADD CONSTRAINT "asset_items_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movements" ADD CONSTRAINT "asset_movements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_movements" ADD CONSTRAINT "asset_movements_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liabilities" ADD CONSTRAINT "liabilities_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "liabilities" ADD CONSTRAINT "liabilities_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_items_scope_idx" ON "asset_items" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "asset_items_seq_idx" ON "asset_items" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "asset_items_asset_idx" ON "asset_items" USING btree ("asset_id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_items_identifier_live_uq" ON "asset_items" USING btree ("church_id",upper("identifier")) WHERE "asset_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "asset_movements_scope_idx" ON "asset_movements" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "asset_movements_seq_idx" ON "asset_movements" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "asset_movements_asset_idx" ON "asset_movements" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "assets_scope_idx" ON "assets" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "assets_seq_idx" ON "assets" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "liabilities_scope_idx" ON "liabilities" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "liabilities_seq_idx" ON "liabilities" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "liabilities_church_due_idx" ON "liabilities" USING btree ("church_id","due_date");--> statement-breakpoint
CREATE TRIGGER assets_touch BEFORE INSERT OR UPDATE ON "assets" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER asset_movements_touch BEFORE INSERT OR UPDATE ON "asset_movements" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER asset_items_touch BEFORE INSERT OR UPDATE ON "asset_items" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER liabilities_touch BEFORE INSERT OR UPDATE ON "liabilities" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
