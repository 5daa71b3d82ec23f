ALTER TABLE "subscriptions" ADD COLUMN "billing_interval" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_checkouts" ADD COLUMN "interval" text DEFAULT 'month' NOT NULL;