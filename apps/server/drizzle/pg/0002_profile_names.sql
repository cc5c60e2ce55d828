CREATE TABLE "profile_names" (
	"name" text PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"project_id" text NOT NULL,
	"address" text NOT NULL,
	"coin_type" bigint NOT NULL,
	"message" text NOT NULL,
	"signature" text NOT NULL,
	"registered_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "profile_names_message_unique" UNIQUE("message")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "name_zone" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "names_per_address" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_names" ADD CONSTRAINT "profile_names_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_names_address_idx" ON "profile_names" USING btree ("address","zone");