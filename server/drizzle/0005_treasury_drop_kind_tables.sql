DROP TABLE "treasury_attachments" CASCADE;--> statement-breakpoint
DROP TABLE "treasury_payments" CASCADE;