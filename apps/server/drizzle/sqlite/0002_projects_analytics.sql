CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` text NOT NULL,
	`origin` text,
	`event_id` text NOT NULL,
	`url` text NOT NULL,
	`domain` text NOT NULL,
	`timestamp` integer NOT NULL,
	`props` text NOT NULL,
	`received_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `analytics_events_project_idx` ON `analytics_events` (`project_id`,`id`);--> statement-breakpoint
CREATE TABLE `project_admin_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `project_admin_tokens_project_idx` ON `project_admin_tokens` (`project_id`);--> statement-breakpoint
ALTER TABLE `projects` ADD `analytics_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `source` text DEFAULT 'config' NOT NULL;