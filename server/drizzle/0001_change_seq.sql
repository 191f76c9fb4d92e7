-- The change sequence behind the sync cursor: every insert or update of a synced row takes the next value.
CREATE SEQUENCE IF NOT EXISTS "change_seq" AS bigint;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION celeiro_touch_row() RETURNS trigger AS $$
BEGIN
  NEW.seq := nextval('change_seq');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER clients_touch BEFORE INSERT OR UPDATE ON "clients" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER conventions_touch BEFORE INSERT OR UPDATE ON "conventions" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER fields_touch BEFORE INSERT OR UPDATE ON "fields" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER sectors_touch BEFORE INSERT OR UPDATE ON "sectors" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER churches_touch BEFORE INSERT OR UPDATE ON "churches" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER levels_touch BEFORE INSERT OR UPDATE ON "levels" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER roles_touch BEFORE INSERT OR UPDATE ON "roles" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
--> statement-breakpoint
CREATE TRIGGER users_touch BEFORE INSERT OR UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION celeiro_touch_row();
