-- Sign-in bound to (project, dApp origin), issue #15. Hand-edited after drizzle-kit generate:
-- what was stored before named no origin (or, for sessions, no project), and some of it may
-- have been made from a hostile origin, so it is dropped rather than carried over: pending
-- approval links and login codes, device trust (each device approves once per site again) and
-- sessions (every embedded-wallet user signs in once more). Users and their keys are kept.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_auth_device_approvals` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`device_id` text NOT NULL,
	`project_id` text NOT NULL,
	`origin` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
DROP TABLE `auth_device_approvals`;--> statement-breakpoint
ALTER TABLE `__new_auth_device_approvals` RENAME TO `auth_device_approvals`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `auth_device_approvals_device_idx` ON `auth_device_approvals` (`email`,`device_id`,`origin`);--> statement-breakpoint
CREATE INDEX `auth_device_approvals_expires_idx` ON `auth_device_approvals` (`expires_at`);--> statement-breakpoint
CREATE TABLE `__new_auth_devices` (
	`email` text NOT NULL,
	`device_id` text NOT NULL,
	`origin` text NOT NULL,
	`approved_at` integer NOT NULL,
	PRIMARY KEY(`email`, `device_id`, `origin`)
);
--> statement-breakpoint
DROP TABLE `auth_devices`;--> statement-breakpoint
ALTER TABLE `__new_auth_devices` RENAME TO `auth_devices`;--> statement-breakpoint
DELETE FROM `auth_codes` WHERE `purpose` = 'login';--> statement-breakpoint
ALTER TABLE `auth_codes` ADD `origin` text;--> statement-breakpoint
DELETE FROM `auth_sessions`;--> statement-breakpoint
ALTER TABLE `auth_sessions` ADD `project_id` text NOT NULL;