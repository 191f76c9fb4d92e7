ALTER TABLE "signups" ADD COLUMN "cnpj" varchar(14);--> statement-breakpoint
ALTER TABLE "signups" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
-- Issue 47 #2: the organisations already signed up claim the CNPJ they signed up with (their
-- subscription's payer CNPJ, which the sign-up copies from the church). Where the race this
-- index closes already let several organisations sign up with one CNPJ, only the earliest
-- sign-up claims it; the others are left as they are (nothing deleted, no claim), so existing
-- duplicates never stop the migration. docs/billing.md says how to look for them.
UPDATE "signups" AS s SET "cnpj" = first.cnpj
FROM (
  SELECT DISTINCT ON (c.cnpj) c.id, c.cnpj
  FROM (
    SELECT su.id, su.created_at, regexp_replace(sub.payer_cnpj, '[^0-9]', '', 'g') AS cnpj
    FROM "signups" su JOIN "subscriptions" sub ON sub.client_id = su.client_id
  ) AS c
  WHERE length(c.cnpj) = 14
  ORDER BY c.cnpj, c.created_at, c.id
) AS first
WHERE s.id = first.id;--> statement-breakpoint
CREATE UNIQUE INDEX "signups_cnpj_uq" ON "signups" USING btree ("cnpj") WHERE "signups"."expired_at" is null;
