CREATE TABLE "game_results" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"scores" integer[],
	"not_played" boolean DEFAULT false NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_results_played_or_scored" CHECK ("game_results"."not_played" or "game_results"."scores" is not null)
);
--> statement-breakpoint
CREATE TABLE "game_sides" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"sides" jsonb,
	"constraints" jsonb,
	"published_at" timestamp with time zone,
	"published_by" integer,
	"changed_after_kickoff" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_ratings" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stars" smallint,
	"goalkeeper" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_ratings_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "member_ratings_stars_range" CHECK ("member_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "game_guests" ADD COLUMN "stars" smallint;--> statement-breakpoint
ALTER TABLE "game_guests" ADD COLUMN "goalkeeper" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_results" ADD CONSTRAINT "game_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sides" ADD CONSTRAINT "game_sides_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sides" ADD CONSTRAINT "game_sides_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ratings" ADD CONSTRAINT "member_ratings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ratings" ADD CONSTRAINT "member_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ratings" ADD CONSTRAINT "member_ratings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_stars_range" CHECK ("game_guests"."stars" between 1 and 5);