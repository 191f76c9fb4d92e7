-- Distributing Celeiro's tables over a Citus cluster by the client organisation (docs/scaling.md).
--
-- NOT a migration of this repository: the app runs on one PostgreSQL (or PGlite) and this file
-- is never applied by `openDatabase`. It is the plan, written so that it can be run once on a
-- Citus coordinator holding a database at migration 0023 (before `create_distributed_table`
-- moves rows), and it is CHECKED AGAINST THE SCHEMA by server/db/citus/distribute.test.ts:
-- every table of server/db/schema is distributed or a reference table here, the distribution
-- column exists (NOT NULL), every primary key and unique index of a distributed table holds
-- it, and every foreign key between distributed tables carries it on both sides.
-- `node --import tsx scripts/scaling-measure.ts --check-ddl` runs this file on a real
-- PostgreSQL filled with the large data set (Citus's functions replaced by stand-ins that
-- check the table and column they name).
--
-- Rule: the tenant is the client organisation. Every tenant table is hash-distributed by its
-- "client_id" (clients by "id"), all in ONE colocation group, so a client's rows of every
-- table sit on the same node and every query that names the client runs on that node alone.
-- Written in a small subset of SQL that the test reads: one subcommand per ALTER TABLE,
-- quoted identifiers, one statement per line group ending in ";".

-- 1. The organisation's id where a table lacks it (filled from the row's owner), and the
--    device id of sync_mutations renamed: "client_id" there meant the device (sync client).

ALTER TABLE "sync_mutations" RENAME COLUMN "client_id" TO "sync_client_id";
ALTER TABLE "sync_mutations" ADD COLUMN "client_id" uuid;
UPDATE "sync_mutations" m SET "client_id" = u."client_id" FROM "users" u WHERE u."id" = m."user_id";
ALTER TABLE "sync_mutations" ALTER COLUMN "client_id" SET NOT NULL;

ALTER TABLE "sync_clients" ADD COLUMN "client_id" uuid;
UPDATE "sync_clients" s SET "client_id" = u."client_id" FROM "users" u WHERE u."id" = s."user_id";
ALTER TABLE "sync_clients" ALTER COLUMN "client_id" SET NOT NULL;

ALTER TABLE "row_history" ADD COLUMN "client_id" uuid;
UPDATE "row_history" h SET "client_id" = u."client_id" FROM "users" u WHERE u."id" = h."user_id";
-- The public self-registration writes history without a user: the member's organisation.
UPDATE "row_history" h SET "client_id" = m."client_id" FROM "members" m
  WHERE h."client_id" IS NULL AND m."id" = h."row_id";
ALTER TABLE "row_history" ALTER COLUMN "client_id" SET NOT NULL;

ALTER TABLE "sessions" ADD COLUMN "client_id" uuid;
UPDATE "sessions" s SET "client_id" = u."client_id" FROM "users" u WHERE u."id" = s."user_id";
ALTER TABLE "sessions" ALTER COLUMN "client_id" SET NOT NULL;

ALTER TABLE "user_codes" ADD COLUMN "client_id" uuid;
UPDATE "user_codes" c SET "client_id" = u."client_id" FROM "users" u WHERE u."id" = c."user_id";
ALTER TABLE "user_codes" ALTER COLUMN "client_id" SET NOT NULL;

ALTER TABLE "treasury_counters" ADD COLUMN "client_id" uuid;
UPDATE "treasury_counters" t SET "client_id" = c."client_id" FROM "churches" c WHERE c."id" = t."church_id";
ALTER TABLE "treasury_counters" ALTER COLUMN "client_id" SET NOT NULL;

-- 2. Foreign keys between tenant tables that do not carry the client (re-added in 5 with it),
--    and the one from a global table (signups, a reference table) to a tenant table: Citus
--    refuses a foreign key from a reference table to a distributed one.

ALTER TABLE "asset_items" DROP CONSTRAINT "asset_items_church_id_churches_id_fk";
ALTER TABLE "asset_movements" DROP CONSTRAINT "asset_movements_church_id_churches_id_fk";
ALTER TABLE "assets" DROP CONSTRAINT "assets_church_id_churches_id_fk";
ALTER TABLE "charges" DROP CONSTRAINT "charges_invoice_id_invoices_id_fk";
ALTER TABLE "church_files" DROP CONSTRAINT "church_files_church_id_churches_id_fk";
ALTER TABLE "churches" DROP CONSTRAINT "churches_convention_id_conventions_id_fk";
ALTER TABLE "churches" DROP CONSTRAINT "churches_field_id_fields_id_fk";
ALTER TABLE "churches" DROP CONSTRAINT "churches_sector_id_sectors_id_fk";
ALTER TABLE "data_access_log" DROP CONSTRAINT "data_access_log_user_id_users_id_fk";
ALTER TABLE "expense_attachments" DROP CONSTRAINT "expense_attachments_church_id_churches_id_fk";
ALTER TABLE "expense_payments" DROP CONSTRAINT "expense_payments_church_id_churches_id_fk";
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_church_id_churches_id_fk";
ALTER TABLE "fields" DROP CONSTRAINT "fields_convention_id_conventions_id_fk";
ALTER TABLE "levels" DROP CONSTRAINT "levels_convention_id_conventions_id_fk";
ALTER TABLE "liabilities" DROP CONSTRAINT "liabilities_church_id_churches_id_fk";
ALTER TABLE "ebd_classes" DROP CONSTRAINT "ebd_classes_church_id_churches_id_fk";
ALTER TABLE "ebd_enrolments" DROP CONSTRAINT "ebd_enrolments_church_id_churches_id_fk";
ALTER TABLE "ebd_quarters" DROP CONSTRAINT "ebd_quarters_church_id_churches_id_fk";
ALTER TABLE "ebd_rolls" DROP CONSTRAINT "ebd_rolls_church_id_churches_id_fk";
ALTER TABLE "member_photos" DROP CONSTRAINT "member_photos_member_id_members_id_fk";
ALTER TABLE "member_category_changes" DROP CONSTRAINT "member_category_changes_convention_id_conventions_id_fk";
ALTER TABLE "member_category_changes" DROP CONSTRAINT "member_category_changes_field_id_fields_id_fk";
ALTER TABLE "member_category_changes" DROP CONSTRAINT "member_category_changes_sector_id_sectors_id_fk";
ALTER TABLE "member_category_changes" DROP CONSTRAINT "member_category_changes_church_id_churches_id_fk";
ALTER TABLE "member_category_changes" DROP CONSTRAINT "member_category_changes_member_id_members_id_fk";
ALTER TABLE "member_transfers" DROP CONSTRAINT "member_transfers_member_id_members_id_fk";
ALTER TABLE "members" DROP CONSTRAINT "members_convention_id_conventions_id_fk";
ALTER TABLE "members" DROP CONSTRAINT "members_field_id_fields_id_fk";
ALTER TABLE "members" DROP CONSTRAINT "members_sector_id_sectors_id_fk";
ALTER TABLE "members" DROP CONSTRAINT "members_church_id_churches_id_fk";
ALTER TABLE "repasse_registers" DROP CONSTRAINT "repasse_registers_church_id_churches_id_fk";
ALTER TABLE "revenue_attachments" DROP CONSTRAINT "revenue_attachments_church_id_churches_id_fk";
ALTER TABLE "revenue_receipts" DROP CONSTRAINT "revenue_receipts_church_id_churches_id_fk";
ALTER TABLE "revenues" DROP CONSTRAINT "revenues_church_id_churches_id_fk";
ALTER TABLE "roles" DROP CONSTRAINT "roles_convention_id_conventions_id_fk";
ALTER TABLE "roles" DROP CONSTRAINT "roles_level_id_levels_id_fk";
ALTER TABLE "sectors" DROP CONSTRAINT "sectors_convention_id_conventions_id_fk";
ALTER TABLE "sectors" DROP CONSTRAINT "sectors_field_id_fields_id_fk";
ALTER TABLE "service_closings" DROP CONSTRAINT "service_closings_church_id_churches_id_fk";
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
ALTER TABLE "tithe_budgets" DROP CONSTRAINT "tithe_budgets_church_id_churches_id_fk";
ALTER TABLE "tithes" DROP CONSTRAINT "tithes_church_id_churches_id_fk";
ALTER TABLE "tithe_month_totals" DROP CONSTRAINT "tithe_month_totals_church_id_churches_id_fk";
ALTER TABLE "receipt_month_totals" DROP CONSTRAINT "receipt_month_totals_church_id_churches_id_fk";
ALTER TABLE "payment_month_totals" DROP CONSTRAINT "payment_month_totals_church_id_churches_id_fk";
ALTER TABLE "treasury_counters" DROP CONSTRAINT "treasury_counters_church_id_churches_id_fk";
ALTER TABLE "user_codes" DROP CONSTRAINT "user_codes_user_id_users_id_fk";
ALTER TABLE "users" DROP CONSTRAINT "users_convention_id_conventions_id_fk";
ALTER TABLE "users" DROP CONSTRAINT "users_field_id_fields_id_fk";
ALTER TABLE "users" DROP CONSTRAINT "users_sector_id_sectors_id_fk";
ALTER TABLE "users" DROP CONSTRAINT "users_church_id_churches_id_fk";
ALTER TABLE "users" DROP CONSTRAINT "users_role_id_roles_id_fk";
ALTER TABLE "signups" DROP CONSTRAINT "signups_client_id_clients_id_fk";

-- 3. Primary keys: Citus enforces a key only on one shard, so it must hold the distribution
--    column. Ids are UUIDv7 and stay unique alone; (client_id, id) loses nothing.

ALTER TABLE "asset_items" DROP CONSTRAINT "asset_items_pkey";
ALTER TABLE "asset_items" ADD CONSTRAINT "asset_items_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "asset_movements" DROP CONSTRAINT "asset_movements_pkey";
ALTER TABLE "asset_movements" ADD CONSTRAINT "asset_movements_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "assets" DROP CONSTRAINT "assets_pkey";
ALTER TABLE "assets" ADD CONSTRAINT "assets_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "charges" DROP CONSTRAINT "charges_pkey";
ALTER TABLE "charges" ADD CONSTRAINT "charges_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "church_files" DROP CONSTRAINT "church_files_church_id_file_type_pk";
ALTER TABLE "church_files" ADD CONSTRAINT "church_files_church_id_file_type_pk" PRIMARY KEY ("client_id", "church_id", "file_type");
ALTER TABLE "churches" DROP CONSTRAINT "churches_pkey";
ALTER TABLE "churches" ADD CONSTRAINT "churches_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "conventions" DROP CONSTRAINT "conventions_pkey";
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "data_access_log" DROP CONSTRAINT "data_access_log_pkey";
ALTER TABLE "data_access_log" ADD CONSTRAINT "data_access_log_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "events" DROP CONSTRAINT "events_pkey";
ALTER TABLE "events" ADD CONSTRAINT "events_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "expense_attachments" DROP CONSTRAINT "expense_attachments_pkey";
ALTER TABLE "expense_attachments" ADD CONSTRAINT "expense_attachments_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "expense_payments" DROP CONSTRAINT "expense_payments_pkey";
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "expenses" DROP CONSTRAINT "expenses_pkey";
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "fields" DROP CONSTRAINT "fields_pkey";
ALTER TABLE "fields" ADD CONSTRAINT "fields_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey";
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "levels" DROP CONSTRAINT "levels_pkey";
ALTER TABLE "levels" ADD CONSTRAINT "levels_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "liabilities" DROP CONSTRAINT "liabilities_pkey";
ALTER TABLE "liabilities" ADD CONSTRAINT "liabilities_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "ebd_classes" DROP CONSTRAINT "ebd_classes_pkey";
ALTER TABLE "ebd_classes" ADD CONSTRAINT "ebd_classes_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "ebd_enrolments" DROP CONSTRAINT "ebd_enrolments_pkey";
ALTER TABLE "ebd_enrolments" ADD CONSTRAINT "ebd_enrolments_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "ebd_quarters" DROP CONSTRAINT "ebd_quarters_pkey";
ALTER TABLE "ebd_quarters" ADD CONSTRAINT "ebd_quarters_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "ebd_rolls" DROP CONSTRAINT "ebd_rolls_pkey";
ALTER TABLE "ebd_rolls" ADD CONSTRAINT "ebd_rolls_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "member_photos" DROP CONSTRAINT "member_photos_pkey";
ALTER TABLE "member_photos" ADD CONSTRAINT "member_photos_pkey" PRIMARY KEY ("client_id", "member_id");
ALTER TABLE "member_category_changes" DROP CONSTRAINT "member_category_changes_pkey";
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "member_transfers" DROP CONSTRAINT "member_transfers_pkey";
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "members" DROP CONSTRAINT "members_pkey";
ALTER TABLE "members" ADD CONSTRAINT "members_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "node_logos" DROP CONSTRAINT "node_logos_pkey";
ALTER TABLE "node_logos" ADD CONSTRAINT "node_logos_pkey" PRIMARY KEY ("client_id", "node_id");
ALTER TABLE "repasse_registers" DROP CONSTRAINT "repasse_registers_pkey";
ALTER TABLE "repasse_registers" ADD CONSTRAINT "repasse_registers_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "revenue_attachments" DROP CONSTRAINT "revenue_attachments_pkey";
ALTER TABLE "revenue_attachments" ADD CONSTRAINT "revenue_attachments_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "revenue_receipts" DROP CONSTRAINT "revenue_receipts_pkey";
ALTER TABLE "revenue_receipts" ADD CONSTRAINT "revenue_receipts_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "revenues" DROP CONSTRAINT "revenues_pkey";
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "roles" DROP CONSTRAINT "roles_pkey";
ALTER TABLE "roles" ADD CONSTRAINT "roles_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "row_history" DROP CONSTRAINT "row_history_pkey";
ALTER TABLE "row_history" ADD CONSTRAINT "row_history_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "sectors" DROP CONSTRAINT "sectors_pkey";
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "service_closings" DROP CONSTRAINT "service_closings_pkey";
ALTER TABLE "service_closings" ADD CONSTRAINT "service_closings_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_pkey";
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "sync_clients" DROP CONSTRAINT "sync_clients_pkey";
ALTER TABLE "sync_clients" ADD CONSTRAINT "sync_clients_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "sync_departures" DROP CONSTRAINT "sync_departures_pkey";
ALTER TABLE "sync_departures" ADD CONSTRAINT "sync_departures_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "tithe_budgets" DROP CONSTRAINT "tithe_budgets_pkey";
ALTER TABLE "tithe_budgets" ADD CONSTRAINT "tithe_budgets_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "tithes" DROP CONSTRAINT "tithes_pkey";
ALTER TABLE "tithes" ADD CONSTRAINT "tithes_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "tithe_month_totals" DROP CONSTRAINT "tithe_month_totals_pkey";
ALTER TABLE "tithe_month_totals" ADD CONSTRAINT "tithe_month_totals_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "receipt_month_totals" DROP CONSTRAINT "receipt_month_totals_pkey";
ALTER TABLE "receipt_month_totals" ADD CONSTRAINT "receipt_month_totals_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "payment_month_totals" DROP CONSTRAINT "payment_month_totals_pkey";
ALTER TABLE "payment_month_totals" ADD CONSTRAINT "payment_month_totals_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "treasury_counters" DROP CONSTRAINT "treasury_counters_church_id_kind_year_pk";
ALTER TABLE "treasury_counters" ADD CONSTRAINT "treasury_counters_church_id_kind_year_pk" PRIMARY KEY ("client_id", "church_id", "kind", "year");
ALTER TABLE "treasury_files" DROP CONSTRAINT "treasury_files_pkey";
ALTER TABLE "treasury_files" ADD CONSTRAINT "treasury_files_pkey" PRIMARY KEY ("client_id", "key");
ALTER TABLE "user_codes" DROP CONSTRAINT "user_codes_pkey";
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";
ALTER TABLE "users" ADD CONSTRAINT "users_pkey" PRIMARY KEY ("client_id", "id");
ALTER TABLE "sync_mutations" DROP CONSTRAINT "sync_mutations_client_id_mutation_id_pk";
ALTER TABLE "sync_mutations" ADD CONSTRAINT "sync_mutations_pkey" PRIMARY KEY ("client_id", "sync_client_id", "mutation_id");

-- 4. Unique indexes, the same rule. The e-mail of a login was unique across organisations: it
--    becomes unique per organisation here, and across them in "user_emails" (section 6).

DROP INDEX "users_email_uq";
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("client_id", "email") WHERE "deleted_at" is null;
DROP INDEX "sessions_token_uq";
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("client_id", "token_hash");
DROP INDEX "user_codes_hash_uq";
CREATE UNIQUE INDEX "user_codes_hash_uq" ON "user_codes" USING btree ("client_id", "code_hash");
-- A member card's public check knows no organisation: its lookup by token reads every shard
-- (rare, rate-limited); the 128-bit random token stays unique in practice.
DROP INDEX "members_card_token_uq";
CREATE UNIQUE INDEX "members_card_token_uq" ON "members" USING btree ("client_id", "card_token");
DROP INDEX "revenues_code_uq";
CREATE UNIQUE INDEX "revenues_code_uq" ON "revenues" USING btree ("client_id", "church_id", "code_year", "code");
DROP INDEX "expenses_code_uq";
CREATE UNIQUE INDEX "expenses_code_uq" ON "expenses" USING btree ("client_id", "church_id", "code_year", "code");
DROP INDEX "tithe_budgets_live_uq";
CREATE UNIQUE INDEX "tithe_budgets_live_uq" ON "tithe_budgets" USING btree ("client_id", "church_id", "year", coalesce("month", 0)) WHERE "deleted_at" is null;
DROP INDEX "repasse_registers_live_uq";
CREATE UNIQUE INDEX "repasse_registers_live_uq" ON "repasse_registers" USING btree ("client_id", "church_id", "period", "category") WHERE "deleted_at" is null;
DROP INDEX "asset_items_identifier_live_uq";
CREATE UNIQUE INDEX "asset_items_identifier_live_uq" ON "asset_items" USING btree ("client_id", "church_id", upper("identifier")) WHERE "deleted_at" is null;
DROP INDEX "charges_provider_uq";
CREATE UNIQUE INDEX "charges_provider_uq" ON "charges" USING btree ("client_id", "provider", "provider_charge_id");

-- 5. The foreign keys of 2 again, each with the client on both sides.

ALTER TABLE "asset_items" ADD CONSTRAINT "asset_items_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "asset_movements" ADD CONSTRAINT "asset_movements_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "assets" ADD CONSTRAINT "assets_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "charges" ADD CONSTRAINT "charges_invoice_id_invoices_id_fk" FOREIGN KEY ("client_id", "invoice_id") REFERENCES "invoices" ("client_id", "id");
ALTER TABLE "church_files" ADD CONSTRAINT "church_files_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "churches" ADD CONSTRAINT "churches_convention_id_conventions_id_fk" FOREIGN KEY ("client_id", "convention_id") REFERENCES "conventions" ("client_id", "id");
ALTER TABLE "churches" ADD CONSTRAINT "churches_field_id_fields_id_fk" FOREIGN KEY ("client_id", "field_id") REFERENCES "fields" ("client_id", "id");
ALTER TABLE "churches" ADD CONSTRAINT "churches_sector_id_sectors_id_fk" FOREIGN KEY ("client_id", "sector_id") REFERENCES "sectors" ("client_id", "id");
ALTER TABLE "data_access_log" ADD CONSTRAINT "data_access_log_user_id_users_id_fk" FOREIGN KEY ("client_id", "user_id") REFERENCES "users" ("client_id", "id");
ALTER TABLE "expense_attachments" ADD CONSTRAINT "expense_attachments_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "expense_payments" ADD CONSTRAINT "expense_payments_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "fields" ADD CONSTRAINT "fields_convention_id_conventions_id_fk" FOREIGN KEY ("client_id", "convention_id") REFERENCES "conventions" ("client_id", "id");
ALTER TABLE "levels" ADD CONSTRAINT "levels_convention_id_conventions_id_fk" FOREIGN KEY ("client_id", "convention_id") REFERENCES "conventions" ("client_id", "id");
ALTER TABLE "liabilities" ADD CONSTRAINT "liabilities_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "ebd_classes" ADD CONSTRAINT "ebd_classes_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "ebd_enrolments" ADD CONSTRAINT "ebd_enrolments_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "ebd_quarters" ADD CONSTRAINT "ebd_quarters_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "ebd_rolls" ADD CONSTRAINT "ebd_rolls_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "member_photos" ADD CONSTRAINT "member_photos_member_id_members_id_fk" FOREIGN KEY ("client_id", "member_id") REFERENCES "members" ("client_id", "id");
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_convention_id_conventions_id_fk" FOREIGN KEY ("client_id", "convention_id") REFERENCES "conventions" ("client_id", "id");
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_field_id_fields_id_fk" FOREIGN KEY ("client_id", "field_id") REFERENCES "fields" ("client_id", "id");
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_sector_id_sectors_id_fk" FOREIGN KEY ("client_id", "sector_id") REFERENCES "sectors" ("client_id", "id");
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_member_id_members_id_fk" FOREIGN KEY ("client_id", "member_id") REFERENCES "members" ("client_id", "id");
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_member_id_members_id_fk" FOREIGN KEY ("client_id", "member_id") REFERENCES "members" ("client_id", "id");
ALTER TABLE "members" ADD CONSTRAINT "members_convention_id_conventions_id_fk" FOREIGN KEY ("client_id", "convention_id") REFERENCES "conventions" ("client_id", "id");
ALTER TABLE "members" ADD CONSTRAINT "members_field_id_fields_id_fk" FOREIGN KEY ("client_id", "field_id") REFERENCES "fields" ("client_id", "id");
ALTER TABLE "members" ADD CONSTRAINT "members_sector_id_sectors_id_fk" FOREIGN KEY ("client_id", "sector_id") REFERENCES "sectors" ("client_id", "id");
ALTER TABLE "members" ADD CONSTRAINT "members_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "repasse_registers" ADD CONSTRAINT "repasse_registers_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "revenue_attachments" ADD CONSTRAINT "revenue_attachments_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "revenue_receipts" ADD CONSTRAINT "revenue_receipts_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "revenues" ADD CONSTRAINT "revenues_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "roles" ADD CONSTRAINT "roles_convention_id_conventions_id_fk" FOREIGN KEY ("client_id", "convention_id") REFERENCES "conventions" ("client_id", "id");
ALTER TABLE "roles" ADD CONSTRAINT "roles_level_id_levels_id_fk" FOREIGN KEY ("client_id", "level_id") REFERENCES "levels" ("client_id", "id");
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_convention_id_conventions_id_fk" FOREIGN KEY ("client_id", "convention_id") REFERENCES "conventions" ("client_id", "id");
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_field_id_fields_id_fk" FOREIGN KEY ("client_id", "field_id") REFERENCES "fields" ("client_id", "id");
ALTER TABLE "service_closings" ADD CONSTRAINT "service_closings_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("client_id", "user_id") REFERENCES "users" ("client_id", "id");
ALTER TABLE "tithe_budgets" ADD CONSTRAINT "tithe_budgets_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "tithes" ADD CONSTRAINT "tithes_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "tithe_month_totals" ADD CONSTRAINT "tithe_month_totals_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "receipt_month_totals" ADD CONSTRAINT "receipt_month_totals_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "payment_month_totals" ADD CONSTRAINT "payment_month_totals_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "treasury_counters" ADD CONSTRAINT "treasury_counters_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_user_id_users_id_fk" FOREIGN KEY ("client_id", "user_id") REFERENCES "users" ("client_id", "id");
ALTER TABLE "users" ADD CONSTRAINT "users_convention_id_conventions_id_fk" FOREIGN KEY ("client_id", "convention_id") REFERENCES "conventions" ("client_id", "id");
ALTER TABLE "users" ADD CONSTRAINT "users_field_id_fields_id_fk" FOREIGN KEY ("client_id", "field_id") REFERENCES "fields" ("client_id", "id");
ALTER TABLE "users" ADD CONSTRAINT "users_sector_id_sectors_id_fk" FOREIGN KEY ("client_id", "sector_id") REFERENCES "sectors" ("client_id", "id");
ALTER TABLE "users" ADD CONSTRAINT "users_church_id_churches_id_fk" FOREIGN KEY ("client_id", "church_id") REFERENCES "churches" ("client_id", "id");
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("client_id", "role_id") REFERENCES "roles" ("client_id", "id");

-- 6. Sign-in by e-mail knows no organisation: a directory from the address to its organisation
--    and user, distributed by the address (a sign-in reads one shard of it, then the
--    organisation's shards). Written with the user in the same transaction (2PC across shards).

CREATE TABLE "user_emails" (
  "email" varchar(254) NOT NULL,
  "client_id" uuid NOT NULL,
  "user_id" uuid NOT NULL,
  CONSTRAINT "user_emails_pkey" PRIMARY KEY ("email")
);
INSERT INTO "user_emails" ("email", "client_id", "user_id")
  SELECT "email", "client_id", "id" FROM "users" WHERE "deleted_at" IS NULL;

-- 7. Distribution. Referenced tables first (Citus checks each foreign key when its table is
--    distributed). The seq trigger and the departure trigger run on the shards.

SET citus.enable_unsafe_triggers = on;

-- Global, small, rarely written: a copy on every node.
SELECT create_reference_table('signups');
SELECT create_reference_table('billing_webhook_events');
SELECT create_reference_table('database_restores');
-- The mail queue: mails of every organisation, claimed across all of them with FOR UPDATE SKIP
-- LOCKED, which Citus runs on a reference table (not across shards); small, no foreign key.
SELECT create_reference_table('mail_queue');

-- Global, keyed by something other than the organisation: distributed by that key, alone.
SELECT create_distributed_table('rate_limits', 'key', colocate_with => 'none');
SELECT create_distributed_table('user_emails', 'email', colocate_with => 'none');

-- The tenant tables: one colocation group, by the organisation.
SELECT create_distributed_table('clients', 'id', colocate_with => 'none');
SELECT create_distributed_table('conventions', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('fields', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('sectors', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('churches', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('levels', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('roles', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('users', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('sessions', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('user_codes', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('data_access_log', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('church_files', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('node_logos', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('members', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('member_category_changes', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('member_transfers', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('member_photos', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('tithes', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('tithe_month_totals', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('receipt_month_totals', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('payment_month_totals', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('tithe_budgets', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('revenues', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('expenses', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('revenue_receipts', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('expense_payments', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('revenue_attachments', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('expense_attachments', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('treasury_files', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('treasury_counters', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('repasse_registers', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('service_closings', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('events', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('assets', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('asset_movements', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('asset_items', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('liabilities', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('ebd_classes', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('ebd_enrolments', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('ebd_quarters', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('ebd_rolls', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('sync_clients', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('sync_mutations', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('sync_departures', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('row_history', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('subscriptions', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('invoices', 'client_id', colocate_with => 'clients');
SELECT create_distributed_table('charges', 'client_id', colocate_with => 'clients');
