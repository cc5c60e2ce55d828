CREATE TABLE `projects` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`allowed_origins` text NOT NULL,
	`features` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `seed_state` (
	`name` text PRIMARY KEY NOT NULL,
	`source_hash` text NOT NULL,
	`seeded_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `wallet_chains` (
	`wallet_id` text NOT NULL,
	`caip_network_id` text NOT NULL,
	PRIMARY KEY(`wallet_id`, `caip_network_id`),
	FOREIGN KEY (`wallet_id`) REFERENCES `wallets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `wallet_chains_caip_network_id_idx` ON `wallet_chains` (`caip_network_id`);--> statement-breakpoint
CREATE TABLE `wallets` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_search` text NOT NULL,
	`image_id` text,
	`image_file` text,
	`rdns` text,
	`chains` text,
	`mobile_link` text,
	`desktop_link` text,
	`webapp_link` text,
	`homepage` text,
	`badge_type` text,
	`display_index` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `wallets_display_index_idx` ON `wallets` (`display_index`);--> statement-breakpoint
CREATE INDEX `wallets_image_id_idx` ON `wallets` (`image_id`);