CREATE TABLE "gas_sponsorships" (
	"project_id" text NOT NULL,
	"chain_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"nonce" text NOT NULL,
	"max_cost_wei" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "gas_sponsorships_project_id_chain_id_sender_nonce_pk" PRIMARY KEY("project_id","chain_id","sender","nonce")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "smart_account_networks" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "gas_sponsorship_limit_wei" text;--> statement-breakpoint
ALTER TABLE "gas_sponsorships" ADD CONSTRAINT "gas_sponsorships_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;