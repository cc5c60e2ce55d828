CREATE TABLE `auth_social_identities` (
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` text NOT NULL,
	`user_name` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `subject`),
	FOREIGN KEY (`user_id`) REFERENCES `auth_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auth_social_identities_user_idx` ON `auth_social_identities` (`user_id`);--> statement-breakpoint
CREATE TABLE `auth_social_requests` (
	`state` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`project_id` text NOT NULL,
	`origin` text NOT NULL,
	`device_id` text NOT NULL,
	`flow_id_hash` text NOT NULL,
	`wrapped_code_verifier` text NOT NULL,
	`nonce` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer
);
--> statement-breakpoint
CREATE INDEX `auth_social_requests_expires_idx` ON `auth_social_requests` (`expires_at`);--> statement-breakpoint
CREATE TABLE `siwx_nonces` (
	`nonce` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `siwx_nonces_expires_idx` ON `siwx_nonces` (`expires_at`);--> statement-breakpoint
CREATE TABLE `siwx_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`origin` text NOT NULL,
	`caip_network_id` text NOT NULL,
	`address` text NOT NULL,
	`message` text NOT NULL,
	`signature` text NOT NULL,
	`data` text NOT NULL,
	`cacao` text,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `siwx_sessions_token_hash_unique` ON `siwx_sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `siwx_sessions_expires_idx` ON `siwx_sessions` (`expires_at`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_auth_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`address` text,
	`key_blob` text,
	`wrapped_unlock_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_auth_users`("id", "email", "address", "key_blob", "wrapped_unlock_key", "created_at", "updated_at") SELECT "id", "email", "address", "key_blob", "wrapped_unlock_key", "created_at", "updated_at" FROM `auth_users`;--> statement-breakpoint
DROP TABLE `auth_users`;--> statement-breakpoint
ALTER TABLE `__new_auth_users` RENAME TO `auth_users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `auth_users_email_unique` ON `auth_users` (`email`);