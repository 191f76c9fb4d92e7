-- Restores (docs/backup.md): each restore is recorded, and every sync client it restored may resume its mutation ids past a gap once.
CREATE TABLE "database_restores" (
	"id" uuid PRIMARY KEY NOT NULL,
	"restored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"backup_created_at" timestamp with time zone NOT NULL,
	"backup_migration" varchar(100) NOT NULL,
	"backup_source" varchar(10) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_clients" ADD COLUMN "resume_after_restore" boolean DEFAULT false NOT NULL;