CREATE TABLE `auth_social_logins` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`provider` text NOT NULL,
	`user_name` text,
	`device_id` text NOT NULL,
	`project_id` text NOT NULL,
	`origin` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_social_logins_expires_idx` ON `auth_social_logins` (`expires_at`);--> statement-breakpoint
ALTER TABLE `auth_device_approvals` ADD `purpose` text DEFAULT 'email' NOT NULL;