CREATE TABLE "data_access_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(30) NOT NULL,
	"format" varchar(10) NOT NULL,
	"member_id" uuid,
	"label" varchar(200) DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "members_cpf_uq";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "cpf_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "data_access_log" ADD CONSTRAINT "data_access_log_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_access_log" ADD CONSTRAINT "data_access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_access_log_client_at_idx" ON "data_access_log" USING btree ("client_id","at");--> statement-breakpoint
CREATE INDEX "data_access_log_member_idx" ON "data_access_log" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_cpf_uq" ON "members" USING btree ("client_id","cpf") WHERE "members"."cpf" is not null and "members"."deleted_at" is null and "members"."approval" <> 'pending';