CREATE TABLE "tithe_month_totals" (
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
ALTER TABLE "tithe_month_totals" ADD CONSTRAINT "tithe_month_totals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tithe_month_totals" ADD CONSTRAINT "tithe_month_totals_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tithe_month_totals_scope_idx" ON "tithe_month_totals" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "tithe_month_totals_seq_idx" ON "tithe_month_totals" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tithe_month_totals_church_month_uq" ON "tithe_month_totals" USING btree ("client_id","church_id","month");--> statement-breakpoint
CREATE TRIGGER tithe_month_totals_touch BEFORE INSERT OR UPDATE ON "tithe_month_totals" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
-- Monthly totals kept in the statement that writes the tithes (issue 20): the live tithes a
-- statement added count +1, those it removed -1 (a soft delete, a move between churches or
-- months, a hard delete), grouped per church and month and added to the totals in one upsert.
-- A group whose sum, count and place did not change (a note edited) is left alone, so its row
-- keeps its seq and no device pulls it again. Groups are written in key order, so two writers
-- never take the same totals' row locks in opposite orders. Updates and deletes (rare) share
-- this function, its statement built per operation; inserts (every tithe recorded, the replay's
-- hot path) have their own with a static statement, planned once per connection: 1,000 tithes
-- pushed in batches of 100 to PostgreSQL took ~0.4 ms more a tithe with the dynamic one, ~0.2 ms
-- with this (against ~2.7 ms a tithe in all).
CREATE OR REPLACE FUNCTION celeiro_tithe_month_totals() RETURNS trigger AS $$
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
    INSERT INTO tithe_month_totals AS t
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
  $q$, changed);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION celeiro_tithe_month_totals_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO tithe_month_totals AS t
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
CREATE TRIGGER tithes_month_totals_insert AFTER INSERT ON "tithes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_tithe_month_totals_insert();
--> statement-breakpoint
CREATE TRIGGER tithes_month_totals_update AFTER UPDATE ON "tithes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_tithe_month_totals();
--> statement-breakpoint
CREATE TRIGGER tithes_month_totals_delete AFTER DELETE ON "tithes" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION celeiro_tithe_month_totals();
--> statement-breakpoint
-- The totals of the tithes already recorded.
INSERT INTO tithe_month_totals (id, client_id, convention_id, field_id, sector_id, church_id, month, amount, entries)
SELECT gen_random_uuid(), client_id, (array_agg(convention_id))[1], (array_agg(field_id))[1],
  (array_agg(sector_id))[1], church_id, to_char(date, 'YYYY-MM'), sum(amount), count(*)
FROM tithes WHERE deleted_at IS NULL
GROUP BY client_id, church_id, to_char(date, 'YYYY-MM');
