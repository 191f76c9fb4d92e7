CREATE TABLE "node_logos" (
	"node_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"source_url" varchar(2048) NOT NULL,
	"mime_type" varchar(60) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "node_logos" ADD CONSTRAINT "node_logos_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;