CREATE TABLE "game_change_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"notification_id" integer,
	"link" text,
	"changes" jsonb NOT NULL,
	"closes_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_emails" (
	"key" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"overflow" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "edited_by" integer;--> statement-breakpoint
ALTER TABLE "game_change_windows" ADD CONSTRAINT "game_change_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_change_windows" ADD CONSTRAINT "game_change_windows_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_change_windows" ADD CONSTRAINT "game_change_windows_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_change_windows_member_idx" ON "game_change_windows" USING btree ("user_id","game_id","closes_at");--> statement-breakpoint
CREATE INDEX "game_change_windows_closes_idx" ON "game_change_windows" USING btree ("closes_at");--> statement-breakpoint
CREATE INDEX "notification_emails_member_idx" ON "notification_emails" USING btree ("user_id","group_id","sent_at");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;