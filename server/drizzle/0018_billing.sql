CREATE TABLE "billing_webhook_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" varchar(40) NOT NULL,
	"event_id" varchar(100) NOT NULL,
	"type" varchar(40) NOT NULL,
	"charge_id" varchar(100) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"method" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"provider" varchar(40) NOT NULL,
	"provider_charge_id" varchar(100) NOT NULL,
	"pix_payload" varchar(512),
	"boleto_line" varchar(47),
	"boleto_barcode" varchar(44),
	"card_last4" varchar(4),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"plan_id" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"client_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"plan_id" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"payment_method" varchar(10) NOT NULL,
	"payer_name" varchar(300) DEFAULT '' NOT NULL,
	"payer_cpf" varchar(11) DEFAULT '' NOT NULL,
	"payer_cnpj" varchar(14) DEFAULT '' NOT NULL,
	"payer_phone" varchar(11) DEFAULT '' NOT NULL,
	"cep" varchar(8) DEFAULT '' NOT NULL,
	"street" varchar(200) DEFAULT '' NOT NULL,
	"number" varchar(20) DEFAULT '' NOT NULL,
	"complement" varchar(100) DEFAULT '' NOT NULL,
	"district" varchar(100) DEFAULT '' NOT NULL,
	"city" varchar(100) DEFAULT '' NOT NULL,
	"state" varchar(2) DEFAULT '' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_webhook_events_uq" ON "billing_webhook_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "charges_invoice_idx" ON "charges" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_provider_uq" ON "charges" USING btree ("provider","provider_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_client_period_uq" ON "invoices" USING btree ("client_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "signups_key_uq" ON "signups" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_client_uq" ON "subscriptions" USING btree ("client_id");