CREATE TABLE "auth_social_logins" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"provider" text NOT NULL,
	"user_name" text,
	"device_id" text NOT NULL,
	"project_id" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_device_approvals" ADD COLUMN "purpose" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_social_logins" ADD CONSTRAINT "auth_social_logins_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_social_logins_expires_idx" ON "auth_social_logins" USING btree ("expires_at");