CREATE TABLE "game_reminders" (
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_reminders_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"description" text NOT NULL,
	"venue" text,
	"cost" numeric(10, 2),
	"opponent" text,
	"colour" text,
	"notes" text,
	"max_players" integer NOT NULL,
	"rsvp_cutoff" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"time" text NOT NULL,
	"rrule" text NOT NULL,
	"generated_until" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_series_max_players_positive" CHECK ("game_series"."max_players" > 0),
	CONSTRAINT "game_series_rsvp_cutoff_nonnegative" CHECK ("game_series"."rsvp_cutoff" >= 0),
	CONSTRAINT "game_series_cost_nonnegative" CHECK ("game_series"."cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "time_zone" text DEFAULT 'Africa/Johannesburg' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "currency" text DEFAULT 'ZAR' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "reminder_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_reminders" ADD CONSTRAINT "game_reminders_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reminders" ADD CONSTRAINT "game_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_series" ADD CONSTRAINT "game_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_reminders_user_idx" ON "game_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_series_group_idx" ON "game_series" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "game_series_generated_until_idx" ON "game_series" USING btree ("generated_until");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_series_id_game_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."game_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_series_date_key" ON "games" USING btree ("series_id","series_date");--> statement-breakpoint
CREATE INDEX "games_reminder_at_idx" ON "games" USING btree ("reminder_at") WHERE "games"."reminder_at" is not null;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_reminder_hours_range" CHECK ("groups"."reminder_hours" between 0 and 168);--> statement-breakpoint
-- Games already scheduled get their automatic reminder (24 hours before the RSVP cutoff, the default)
-- when that time is still ahead.
UPDATE "games" SET "reminder_at" = "game_datetime" - make_interval(hours => "rsvp_cutoff" + 24)
WHERE "game_datetime" - make_interval(hours => "rsvp_cutoff" + 24) > now();
