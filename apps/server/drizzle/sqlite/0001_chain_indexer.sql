CREATE TABLE `chain_cursors` (
	`caip_network_id` text PRIMARY KEY NOT NULL,
	`block_number` integer NOT NULL,
	`block_hash` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `chain_transfers` (
	`caip_network_id` text NOT NULL,
	`tx_hash` text NOT NULL,
	`log_index` integer NOT NULL,
	`block_number` integer NOT NULL,
	`tx_index` integer NOT NULL,
	`block_time` integer NOT NULL,
	`status` text NOT NULL,
	`kind` text NOT NULL,
	`contract` text,
	`from_address` text NOT NULL,
	`to_address` text NOT NULL,
	`amount` text NOT NULL,
	PRIMARY KEY(`caip_network_id`, `tx_hash`, `log_index`)
);
--> statement-breakpoint
CREATE INDEX `chain_transfers_from_idx` ON `chain_transfers` (`caip_network_id`,`from_address`,`block_number`,`tx_index`);--> statement-breakpoint
CREATE INDEX `chain_transfers_to_idx` ON `chain_transfers` (`caip_network_id`,`to_address`,`block_number`,`tx_index`);--> statement-breakpoint
CREATE INDEX `chain_transfers_block_idx` ON `chain_transfers` (`caip_network_id`,`block_number`);--> statement-breakpoint
CREATE TABLE `token_metadata` (
	`caip_network_id` text NOT NULL,
	`address` text NOT NULL,
	`kind` text NOT NULL,
	`name` text NOT NULL,
	`symbol` text NOT NULL,
	`decimals` integer NOT NULL,
	PRIMARY KEY(`caip_network_id`, `address`)
);
