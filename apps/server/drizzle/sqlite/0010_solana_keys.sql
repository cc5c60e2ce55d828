ALTER TABLE `auth_users` ADD `solana_address` text;--> statement-breakpoint
ALTER TABLE `auth_users` ADD `solana_key_blob` text;--> statement-breakpoint
ALTER TABLE `auth_users` ADD `solana_wrapped_unlock_key` text;