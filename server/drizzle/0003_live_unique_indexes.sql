DROP INDEX "users_email_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "levels_admin_uq" ON "levels" USING btree ("client_id") WHERE "order" = 0 and "deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email") WHERE "deleted_at" is null;