CREATE TABLE `gas_sponsorships` (
	`project_id` text NOT NULL,
	`chain_id` integer NOT NULL,
	`sender` text NOT NULL,
	`nonce` text NOT NULL,
	`max_cost_wei` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`project_id`, `chain_id`, `sender`, `nonce`),
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `projects` ADD `smart_account_networks` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `gas_sponsorship_limit_wei` text;