ALTER TABLE "churches" ADD COLUMN "pix_key" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "pix_city" varchar(60) DEFAULT '' NOT NULL;