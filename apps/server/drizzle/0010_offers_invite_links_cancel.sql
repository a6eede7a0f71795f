CREATE SEQUENCE "public"."game_offer_place_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "game_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"place" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "game_offers_status_known" CHECK ("game_offers"."status" in ('open', 'accepted', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "group_invite_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"secret_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "group_invite_links_max_uses_range" CHECK ("group_invite_links"."max_uses" is null or "group_invite_links"."max_uses" between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "status" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "cancel_message" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "payments_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "promotion" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "offer_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "quiet_hours_start" text DEFAULT '21:00';--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "quiet_hours_end" text DEFAULT '09:00';--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "alert_key" text;--> statement-breakpoint
ALTER TABLE "game_offers" ADD CONSTRAINT "game_offers_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_offers" ADD CONSTRAINT "game_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invite_links" ADD CONSTRAINT "group_invite_links_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_invite_links" ADD CONSTRAINT "group_invite_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_offers_game_idx" ON "game_offers" USING btree ("game_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_offers_open_member_key" ON "game_offers" USING btree ("game_id","user_id") WHERE "game_offers"."status" = 'open';--> statement-breakpoint
CREATE INDEX "game_offers_open_expiry_idx" ON "game_offers" USING btree ("expires_at") WHERE "game_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "group_invite_links_secret_hash_key" ON "group_invite_links" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "group_invite_links_group_idx" ON "group_invite_links" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_alert_key_idx" ON "notifications" USING btree ("user_id","alert_key") WHERE "notifications"."alert_key" is not null;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_status_known" CHECK ("games"."status" in ('scheduled', 'cancelled'));--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_promotion_known" CHECK ("groups"."promotion" in ('automatic', 'offer'));--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_offer_hours_range" CHECK ("groups"."offer_hours" between 0 and 72);--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_quiet_hours_both_or_none" CHECK (("groups"."quiet_hours_start" is null) = ("groups"."quiet_hours_end" is null));