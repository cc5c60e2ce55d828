CREATE TABLE `profile_names` (
	`name` text PRIMARY KEY NOT NULL,
	`zone` text NOT NULL,
	`project_id` text NOT NULL,
	`address` text NOT NULL,
	`coin_type` integer NOT NULL,
	`message` text NOT NULL,
	`signature` text NOT NULL,
	`registered_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profile_names_message_unique` ON `profile_names` (`message`);--> statement-breakpoint
CREATE INDEX `profile_names_address_idx` ON `profile_names` (`address`,`zone`);--> statement-breakpoint
ALTER TABLE `projects` ADD `name_zone` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `names_per_address` integer DEFAULT 1 NOT NULL;