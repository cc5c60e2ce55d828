CREATE TABLE "auth_farcaster_channels" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"relay_channel_token" text NOT NULL,
	"nonce" text NOT NULL,
	"domain" text NOT NULL,
	"siwe_uri" text NOT NULL,
	"project_id" text NOT NULL,
	"origin" text NOT NULL,
	"device_id" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_social_identities" ADD COLUMN "profile_image" text;--> statement-breakpoint
CREATE INDEX "auth_farcaster_channels_expires_idx" ON "auth_farcaster_channels" USING btree ("expires_at");