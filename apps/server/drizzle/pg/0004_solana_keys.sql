ALTER TABLE "auth_users" ADD COLUMN "solana_address" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "solana_key_blob" text;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "solana_wrapped_unlock_key" text;