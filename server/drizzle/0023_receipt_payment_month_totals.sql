CREATE TABLE "payment_month_totals" (
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
	"month" varchar(7) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_month_totals" (
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
	"month" varchar(7) NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_month_totals" ADD CONSTRAINT "payment_month_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_month_totals" ADD CONSTRAINT "payment_month_totals_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_month_totals" ADD CONSTRAINT "receipt_month_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_month_totals" ADD CONSTRAINT "receipt_month_totals_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_month_totals_scope_idx" ON "payment_month_totals" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "payment_month_totals_seq_idx" ON "payment_month_totals" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_month_totals_church_month_uq" ON "payment_month_totals" USING btree ("client_id","church_id","month");--> statement-breakpoint
CREATE INDEX "receipt_month_totals_scope_idx" ON "receipt_month_totals" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "receipt_month_totals_seq_idx" ON "receipt_month_totals" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_month_totals_church_month_uq" ON "receipt_month_totals" USING btree ("client_id","church_id","month");--> statement-breakpoint
CREATE TRIGGER receipt_month_totals_touch BEFORE INSERT OR UPDATE ON "receipt_month_totals" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER payment_month_totals_touch BEFORE INSERT OR UPDATE ON "payment_month_totals" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
-- The receipts' and payments' monthly totals, kept as the tithes' are (migration 0022, issue 20):
-- the live rows a statement added count +1, those it removed -1, grouped per church and month
-- (of the row's `date`) and added in one upsert, in key order; a group that changes nothing is
-- left alone. Updates and deletes of all three sources now share one function, told its totals
-- table by the trigger's argument (it replaces 0022's celeiro_tithe_month_totals). Inserts keep
-- one static statement per source (planned once per connection: 0022's measure).
CREATE OR REPLACE FUNCTION celeiro_month_totals() RETURNS trigger AS $$
DECLARE
  changed text;
BEGIN
  changed := CASE TG_OP
    WHEN 'DELETE' THEN
      'SELECT -1 AS sign, * FROM old_rows WHERE deleted_at IS NULL'
    ELSE
      'SELECT 1 AS sign, * FROM new_rows WHERE deleted_at IS NULL
       UNION ALL SELECT -1 AS sign, * FROM old_rows WHERE deleted_at IS NULL'
  END;
  EXECUTE format($q$
    INSERT INTO %I AS t
      (id, client_id, convention_id, field_id, sector_id, church_id, month, amount, entries)
    SELECT gen_random_uuid(), client_id,
      (array_agg(convention_id ORDER BY sign DESC))[1],
      (array_agg(field_id ORDER BY sign DESC))[1],
      (array_agg(sector_id ORDER BY sign DESC))[1],
      church_id, to_char(date, 'YYYY-MM'), sum(sign * amount), sum(sign)
    FROM (%s) AS d
    GROUP BY client_id, church_id, to_char(date, 'YYYY-MM')
    HAVING sum(sign * amount) <> 0 OR sum(sign) <> 0
      OR count(DISTINCT (convention_id, field_id, sector_id)) > 1
    ORDER BY client_id, church_id, to_char(date, 'YYYY-MM')
    ON CONFLICT (client_id, church_id, month) DO UPDATE SET
      amount = t.amount + excluded.amount,
      entries = t.entries + excluded.entries,
      convention_id = excluded.convention_id,
      field_id = excluded.field_id,
      sector_id = excluded.sector_id
  $q$, TG_ARGV[0], changed);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER tithes_month_totals_update ON "tithes";
--> statement-breakpoint
DROP TRIGGER tithes_month_totals_delete ON "tithes";
--> statement-breakpoint
DROP FUNCTION celeiro_tithe_month_totals();
--> statement-breakpoint
CREATE TRIGGER tithes_month_totals_update AFTER UPDATE ON "tithes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_month_totals('tithe_month_totals');
--> statement-breakpoint
CREATE TRIGGER tithes_month_totals_delete AFTER DELETE ON "tithes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_month_totals('tithe_month_totals');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION celeiro_receipt_month_totals_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO receipt_month_totals AS t
    (id, client_id, convention_id, field_id, sector_id, church_id, month, amount, entries)
  SELECT gen_random_uuid(), client_id,
    (array_agg(convention_id))[1], (array_agg(field_id))[1], (array_agg(sector_id))[1],
    church_id, to_char(date, 'YYYY-MM'), sum(amount), count(*)
  FROM new_rows WHERE deleted_at IS NULL
  GROUP BY client_id, church_id, to_char(date, 'YYYY-MM')
  ORDER BY client_id, church_id, to_char(date, 'YYYY-MM')
  ON CONFLICT (client_id, church_id, month) DO UPDATE SET
    amount = t.amount + excluded.amount,
    entries = t.entries + excluded.entries,
    convention_id = excluded.convention_id,
    field_id = excluded.field_id,
    sector_id = excluded.sector_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION celeiro_payment_month_totals_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO payment_month_totals AS t
    (id, client_id, convention_id, field_id, sector_id, church_id, month, amount, entries)
  SELECT gen_random_uuid(), client_id,
    (array_agg(convention_id))[1], (array_agg(field_id))[1], (array_agg(sector_id))[1],
    church_id, to_char(date, 'YYYY-MM'), sum(amount), count(*)
  FROM new_rows WHERE deleted_at IS NULL
  GROUP BY client_id, church_id, to_char(date, 'YYYY-MM')
  ORDER BY client_id, church_id, to_char(date, 'YYYY-MM')
  ON CONFLICT (client_id, church_id, month) DO UPDATE SET
    amount = t.amount + excluded.amount,
    entries = t.entries + excluded.entries,
    convention_id = excluded.convention_id,
    field_id = excluded.field_id,
    sector_id = excluded.sector_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER revenue_receipts_month_totals_insert AFTER INSERT ON "revenue_receipts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_receipt_month_totals_insert();
--> statement-breakpoint
CREATE TRIGGER revenue_receipts_month_totals_update AFTER UPDATE ON "revenue_receipts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_month_totals('receipt_month_totals');
--> statement-breakpoint
CREATE TRIGGER revenue_receipts_month_totals_delete AFTER DELETE ON "revenue_receipts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_month_totals('receipt_month_totals');
--> statement-breakpoint
CREATE TRIGGER expense_payments_month_totals_insert AFTER INSERT ON "expense_payments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_payment_month_totals_insert();
--> statement-breakpoint
CREATE TRIGGER expense_payments_month_totals_update AFTER UPDATE ON "expense_payments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_month_totals('payment_month_totals');
--> statement-breakpoint
CREATE TRIGGER expense_payments_month_totals_delete AFTER DELETE ON "expense_payments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_month_totals('payment_month_totals');
--> statement-breakpoint
-- The totals of the receipts and payments already recorded.
INSERT INTO receipt_month_totals (id, client_id, convention_id, field_id, sector_id, church_id, month, amount, entries)
SELECT gen_random_uuid(), client_id, (array_agg(convention_id))[1], (array_agg(field_id))[1],
  (array_agg(sector_id))[1], church_id, to_char(date, 'YYYY-MM'), sum(amount), count(*)
FROM revenue_receipts WHERE deleted_at IS NULL
GROUP BY client_id, church_id, to_char(date, 'YYYY-MM');
--> statement-breakpoint
INSERT INTO payment_month_totals (id, client_id, convention_id, field_id, sector_id, church_id, month, amount, entries)
SELECT gen_random_uuid(), client_id, (array_agg(convention_id))[1], (array_agg(field_id))[1],
  (array_agg(sector_id))[1], church_id, to_char(date, 'YYYY-MM'), sum(amount), count(*)
FROM expense_payments WHERE deleted_at IS NULL
GROUP BY client_id, church_id, to_char(date, 'YYYY-MM');
