ALTER TABLE "members" ADD COLUMN "visit_date" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "invited_by" varchar(200) DEFAULT '' NOT NULL;