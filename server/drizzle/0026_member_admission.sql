ALTER TABLE "members" ADD COLUMN "admission_date" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "admission_way" varchar(12);