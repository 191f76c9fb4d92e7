CREATE TABLE "church_files" (
	"church_id" uuid NOT NULL,
	"file_type" varchar(40) NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_files_church_id_file_type_pk" PRIMARY KEY("church_id","file_type")
);
--> statement-breakpoint
CREATE TABLE "churches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"cnpj" varchar(14) DEFAULT '' NOT NULL,
	"representative_member_id" uuid,
	"sigla" varchar(20) DEFAULT '' NOT NULL,
	"link_logo" varchar(500) DEFAULT '' NOT NULL,
	"primary_color" varchar(9) DEFAULT '' NOT NULL,
	"secondary_color" varchar(9) DEFAULT '' NOT NULL,
	"accent_color" varchar(9) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"name" varchar(200) NOT NULL,
	"sigla" varchar(20) DEFAULT '' NOT NULL,
	"link_logo" varchar(500) DEFAULT '' NOT NULL,
	"primary_color" varchar(9) DEFAULT '' NOT NULL,
	"secondary_color" varchar(9) DEFAULT '' NOT NULL,
	"accent_color" varchar(9) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conventions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"sigla" varchar(20) DEFAULT '' NOT NULL,
	"link_logo" varchar(500) DEFAULT '' NOT NULL,
	"primary_color" varchar(9) DEFAULT '' NOT NULL,
	"secondary_color" varchar(9) DEFAULT '' NOT NULL,
	"accent_color" varchar(9) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"sigla" varchar(20) DEFAULT '' NOT NULL,
	"link_logo" varchar(500) DEFAULT '' NOT NULL,
	"primary_color" varchar(9) DEFAULT '' NOT NULL,
	"secondary_color" varchar(9) DEFAULT '' NOT NULL,
	"accent_color" varchar(9) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sectors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid NOT NULL,
	"field_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"sigla" varchar(20) DEFAULT '' NOT NULL,
	"link_logo" varchar(500) DEFAULT '' NOT NULL,
	"primary_color" varchar(9) DEFAULT '' NOT NULL,
	"secondary_color" varchar(9) DEFAULT '' NOT NULL,
	"accent_color" varchar(9) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid,
	"name" varchar(200) NOT NULL,
	"order" integer NOT NULL,
	"parent_level_id" uuid
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid,
	"level_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" varchar(300) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"seq" bigint DEFAULT 0 NOT NULL,
	"client_id" uuid NOT NULL,
	"convention_id" uuid,
	"field_id" uuid,
	"sector_id" uuid,
	"church_id" uuid,
	"role_id" uuid NOT NULL,
	"name" varchar(200) NOT NULL,
	"full_name" varchar(300) DEFAULT '' NOT NULL,
	"email" varchar(254) NOT NULL,
	"cpf" varchar(11) DEFAULT '' NOT NULL,
	"registro" varchar(60) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"member_id" uuid,
	"language" varchar(5) DEFAULT 'pt-BR' NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "church_files" ADD CONSTRAINT "church_files_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "churches" ADD CONSTRAINT "churches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "churches" ADD CONSTRAINT "churches_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "churches" ADD CONSTRAINT "churches_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "churches" ADD CONSTRAINT "churches_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conventions" ADD CONSTRAINT "conventions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fields" ADD CONSTRAINT "fields_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sectors" ADD CONSTRAINT "sectors_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_level_id_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_codes" ADD CONSTRAINT "user_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_convention_id_conventions_id_fk" FOREIGN KEY ("convention_id") REFERENCES "public"."conventions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "churches_scope_idx" ON "churches" USING btree ("client_id","convention_id","field_id","sector_id");--> statement-breakpoint
CREATE INDEX "churches_cnpj_idx" ON "churches" USING btree ("client_id","cnpj");--> statement-breakpoint
CREATE INDEX "churches_seq_idx" ON "churches" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "conventions_client_idx" ON "conventions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "conventions_seq_idx" ON "conventions" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "fields_scope_idx" ON "fields" USING btree ("client_id","convention_id");--> statement-breakpoint
CREATE INDEX "fields_seq_idx" ON "fields" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "sectors_scope_idx" ON "sectors" USING btree ("client_id","convention_id","field_id");--> statement-breakpoint
CREATE INDEX "sectors_seq_idx" ON "sectors" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "levels_client_idx" ON "levels" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "levels_seq_idx" ON "levels" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "roles_client_idx" ON "roles" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "roles_seq_idx" ON "roles" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_codes_hash_uq" ON "user_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "user_codes_user_idx" ON "user_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_scope_idx" ON "users" USING btree ("client_id","convention_id","field_id","sector_id","church_id");--> statement-breakpoint
CREATE INDEX "users_seq_idx" ON "users" USING btree ("seq");