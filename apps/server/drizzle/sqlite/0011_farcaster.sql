CREATE TABLE `auth_farcaster_channels` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`relay_channel_token` text NOT NULL,
	`nonce` text NOT NULL,
	`domain` text NOT NULL,
	`siwe_uri` text NOT NULL,
	`project_id` text NOT NULL,
	`origin` text NOT NULL,
	`device_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_farcaster_channels_expires_idx` ON `auth_farcaster_channels` (`expires_at`);--> statement-breakpoint
ALTER TABLE `auth_social_identities` ADD `profile_image` text;