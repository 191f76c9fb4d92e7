CREATE TABLE "row_history" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entity" varchar(60) NOT NULL,
	"row_id" uuid NOT NULL,
	"action" varchar(10) NOT NULL,
	"changes" jsonb NOT NULL,
	"user_id" uuid NOT NULL,
	"sync_client_id" uuid,
	"mutation_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_clients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"last_mutation_id" integer DEFAULT 0 NOT NULL,
	"scope_fingerprint" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_mutations" (
	"client_id" uuid NOT NULL,
	"mutation_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"fingerprint" varchar(64) NOT NULL,
	"status" varchar(10) NOT NULL,
	"reason" jsonb,
	"answer" jsonb,
	"created_at" timestamp with time zone,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_mutations_client_id_mutation_id_pk" PRIMARY KEY("client_id","mutation_id")
);
--> statement-breakpoint
CREATE INDEX "row_history_row_idx" ON "row_history" USING btree ("entity","row_id");--> statement-breakpoint
CREATE INDEX "sync_clients_user_idx" ON "sync_clients" USING btree ("user_id");--> statement-breakpoint
-- Sync cursor safety (docs/sync.md): every writer of a synced row holds a SHARED advisory lock
-- until it commits; a pull takes the EXCLUSIVE lock for an instant to learn a seq bound below
-- which every row is committed. Writers never block each other.
CREATE OR REPLACE FUNCTION celeiro_touch_row() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(727100401);
  NEW.seq := nextval('change_seq');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
