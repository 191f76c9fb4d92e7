CREATE TABLE "ebd_classes" (
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
	"age_range" varchar(60) DEFAULT '' NOT NULL,
	"room" varchar(60) DEFAULT '' NOT NULL,
	"teacher_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebd_enrolments" (
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
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
CREATE TABLE "ebd_quarters" (
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
	"magazine" varchar(200) DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"lessons" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebd_rolls" (
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
	"class_id" uuid NOT NULL,
	"date" date NOT NULL,
	"present" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"visitor_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bibles" integer DEFAULT 0 NOT NULL,
	"magazines" integer DEFAULT 0 NOT NULL,
	"offering" bigint DEFAULT 0 NOT NULL,
	"lesson_number" integer,
	"lesson_title" varchar(200) DEFAULT '' NOT NULL,
	"quarter_id" uuid,
	"taken_by" uuid
);
--> statement-breakpoint
ALTER TABLE "ebd_classes" ADD CONSTRAINT "ebd_classes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_classes" ADD CONSTRAINT "ebd_classes_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_enrolments" ADD CONSTRAINT "ebd_enrolments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_enrolments" ADD CONSTRAINT "ebd_enrolments_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_quarters" ADD CONSTRAINT "ebd_quarters_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_quarters" ADD CONSTRAINT "ebd_quarters_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_rolls" ADD CONSTRAINT "ebd_rolls_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebd_rolls" ADD CONSTRAINT "ebd_rolls_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebd_classes_scope_idx" ON "ebd_classes" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "ebd_classes_seq_idx" ON "ebd_classes" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "ebd_enrolments_scope_idx" ON "ebd_enrolments" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "ebd_enrolments_seq_idx" ON "ebd_enrolments" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "ebd_enrolments_class_idx" ON "ebd_enrolments" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "ebd_quarters_scope_idx" ON "ebd_quarters" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "ebd_quarters_seq_idx" ON "ebd_quarters" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "ebd_rolls_scope_idx" ON "ebd_rolls" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "ebd_rolls_seq_idx" ON "ebd_rolls" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "ebd_rolls_church_date_idx" ON "ebd_rolls" USING btree ("church_id","date");--> statement-breakpoint
CREATE INDEX "ebd_rolls_class_idx" ON "ebd_rolls" USING btree ("class_id","date");--> statement-breakpoint
CREATE TRIGGER ebd_classes_touch BEFORE INSERT OR UPDATE ON "ebd_classes" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER ebd_enrolments_touch BEFORE INSERT OR UPDATE ON "ebd_enrolments" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER ebd_quarters_touch BEFORE INSERT OR UPDATE ON "ebd_quarters" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
CREATE TRIGGER ebd_rolls_touch BEFORE INSERT OR UPDATE ON "ebd_rolls" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();--> statement-breakpoint
-- The administrators (level order 0) hold every permission: the EBD ones are new.
UPDATE "roles" SET "permissions" = "permissions" || '["VIEW_EBD","ADD_EBD","EDIT_EBD","DELETE_EBD"]'::jsonb
WHERE "level_id" IN (SELECT "id" FROM "levels" WHERE "order" = 0) AND NOT ("permissions" ? 'VIEW_EBD');
