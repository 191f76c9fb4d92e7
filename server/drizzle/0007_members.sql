CREATE TABLE "member_category_changes" (
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
	"member_id" uuid NOT NULL,
	"previous_category" varchar(20),
	"new_category" varchar(20) NOT NULL,
	"changed_on" date NOT NULL,
	"changed_by" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"client_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"member_name" varchar(401) NOT NULL,
	"from_convention_id" uuid NOT NULL,
	"from_field_id" uuid NOT NULL,
	"from_sector_id" uuid NOT NULL,
	"from_church_id" uuid NOT NULL,
	"to_convention_id" uuid NOT NULL,
	"to_field_id" uuid NOT NULL,
	"to_sector_id" uuid NOT NULL,
	"to_church_id" uuid NOT NULL,
	"date" date NOT NULL,
	"tithe_status" varchar(10),
	"by_user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
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
	"surname" varchar(200) NOT NULL,
	"cpf" varchar(11),
	"birth_date" date,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"function" varchar(100) DEFAULT '' NOT NULL,
	"category" varchar(20) NOT NULL,
	"baptized" boolean DEFAULT false NOT NULL,
	"baptism_date" date,
	"tithe_status" varchar(10),
	"title" varchar(100) DEFAULT '' NOT NULL,
	"profession" varchar(120) DEFAULT '' NOT NULL,
	"company_name" varchar(200) DEFAULT '' NOT NULL,
	"salary" integer,
	"marital_status" varchar(10),
	"approval" varchar(10) DEFAULT 'approved' NOT NULL,
	"consent_scope" text DEFAULT '' NOT NULL,
	"consent_at" timestamp with time zone,
	"consent_text_version" varchar(40) DEFAULT '' NOT NULL,
	"guardian_name" varchar(200) DEFAULT '' NOT NULL,
	"guardian_consent_at" timestamp with time zone,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "sync_departures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity" varchar(60) NOT NULL,
	"row_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid,
	"field_id" uuid,
	"sector_id" uuid,
	"church_id" uuid,
	"new_client_id" uuid NOT NULL,
	"new_convention_id" uuid,
	"new_field_id" uuid,
	"new_sector_id" uuid,
	"new_church_id" uuid,
	"seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_category_changes" ADD CONSTRAINT "member_category_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_transfers" ADD CONSTRAINT "member_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_category_changes_member_idx" ON "member_category_changes" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_category_changes_scope_idx" ON "member_category_changes" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "member_category_changes_seq_idx" ON "member_category_changes" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "member_transfers_member_idx" ON "member_transfers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_transfers_from_idx" ON "member_transfers" USING btree ("client_id","from_church_id");--> statement-breakpoint
CREATE INDEX "member_transfers_to_idx" ON "member_transfers" USING btree ("client_id","to_church_id");--> statement-breakpoint
CREATE INDEX "member_transfers_seq_idx" ON "member_transfers" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "members_scope_idx" ON "members" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "members_seq_idx" ON "members" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "members_cpf_uq" ON "members" USING btree ("client_id","cpf") WHERE "members"."cpf" is not null and "members"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sync_departures_seq_idx" ON "sync_departures" USING btree ("entity","seq");--> statement-breakpoint
CREATE TRIGGER members_touch BEFORE INSERT OR UPDATE ON "members" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER member_category_changes_touch BEFORE INSERT OR UPDATE ON "member_category_changes" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER member_transfers_touch BEFORE INSERT OR UPDATE ON "member_transfers" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER sync_departures_touch BEFORE INSERT ON "sync_departures" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
-- A synced row whose scope columns change leaves a departure (docs/members.md, "Rows that move"):
-- pull turns it into a tombstone for users who could read the old place but not the new one.
-- For tables whose scope columns are the standard five (client, convention, field, sector, church);
-- a column the table lacks reads as null. TG_ARGV[0] = the sync entity name.
CREATE OR REPLACE FUNCTION celeiro_record_departure() RETURNS trigger AS $$
DECLARE
  o jsonb := to_jsonb(OLD);
  n jsonb := to_jsonb(NEW);
BEGIN
  IF (o->>'client_id', o->>'convention_id', o->>'field_id', o->>'sector_id', o->>'church_id')
     IS DISTINCT FROM
     (n->>'client_id', n->>'convention_id', n->>'field_id', n->>'sector_id', n->>'church_id') THEN
    INSERT INTO sync_departures (id, entity, row_id, client_id, convention_id, field_id, sector_id, church_id,
      new_client_id, new_convention_id, new_field_id, new_sector_id, new_church_id)
    VALUES (gen_random_uuid(), TG_ARGV[0], (n->>'id')::uuid, (o->>'client_id')::uuid, (o->>'convention_id')::uuid,
      (o->>'field_id')::uuid, (o->>'sector_id')::uuid, (o->>'church_id')::uuid,
      (n->>'client_id')::uuid, (n->>'convention_id')::uuid, (n->>'field_id')::uuid,
      (n->>'sector_id')::uuid, (n->>'church_id')::uuid);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER members_departure AFTER UPDATE ON "members" FOR EACH ROW EXECUTE FUNCTION celeiro_record_departure('members');
--> statement-breakpoint
CREATE TRIGGER member_category_changes_departure AFTER UPDATE ON "member_category_changes" FOR EACH ROW EXECUTE FUNCTION celeiro_record_departure('memberCategoryChanges');
--> statement-breakpoint
CREATE TRIGGER users_departure AFTER UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION celeiro_record_departure('users');
