CREATE TABLE `auth_codes` (
	`purpose` text NOT NULL,
	`subject` text NOT NULL,
	`code_hmac` text NOT NULL,
	`device_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	PRIMARY KEY(`purpose`, `subject`)
);
--> statement-breakpoint
CREATE TABLE `auth_device_approvals` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`device_id` text NOT NULL,
	`project_id` text NOT NULL,
	`origin` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_device_approvals_device_idx` ON `auth_device_approvals` (`user_id`,`device_id`);--> statement-breakpoint
CREATE INDEX `auth_device_approvals_expires_idx` ON `auth_device_approvals` (`expires_at`);--> statement-breakpoint
CREATE TABLE `auth_devices` (
	`user_id` text NOT NULL,
	`device_id` text NOT NULL,
	`approved_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `device_id`),
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `auth_email_changes` (
	`user_id` text PRIMARY KEY NOT NULL,
	`new_email` text NOT NULL,
	`stage` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `auth_send_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`ip` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `auth_send_log_email_idx` ON `auth_send_log` (`email`,`sent_at`);--> statement-breakpoint
CREATE INDEX `auth_send_log_ip_idx` ON `auth_send_log` (`ip`,`sent_at`);--> statement-breakpoint
CREATE INDEX `auth_send_log_sent_idx` ON `auth_send_log` (`sent_at`);--> statement-breakpoint
CREATE TABLE `auth_sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`device_id` text NOT NULL,
	`origin` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_sessions_user_idx` ON `auth_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `auth_sessions_expires_idx` ON `auth_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `auth_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`address` text,
	`key_blob` text,
	`wrapped_unlock_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_users_email_unique` ON `auth_users` (`email`);