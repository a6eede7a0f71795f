CREATE TYPE "public"."payment_status" AS ENUM('unpaid', 'claimed', 'paid', 'waived');--> statement-breakpoint
CREATE TYPE "public"."sheet_change_by" AS ENUM('self', 'admin', 'promotion', 'system');--> statement-breakpoint
CREATE TYPE "public"."sheet_place" AS ENUM('main', 'reserves', 'out', 'none');--> statement-breakpoint
CREATE TABLE "game_attendance" (
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attended" boolean NOT NULL,
	"marked_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_attendance_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"host_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" "rsvp_status" NOT NULL,
	"position" bigint DEFAULT nextval('rsvp_position_seq') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_guests_status_on_sheet" CHECK ("game_guests"."status" in ('in', 'reserves'))
);
--> statement-breakpoint
CREATE TABLE "game_payments" (
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "payment_status" DEFAULT 'unpaid' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_payments_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sheet_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sheet_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"user_id" integer,
	"guest_id" integer,
	"guest_name" text,
	"from" "sheet_place" NOT NULL,
	"to" "sheet_place" NOT NULL,
	"by" "sheet_change_by" NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "cost_mode" text DEFAULT 'split' NOT NULL;--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "guests_per_member" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_attendance" ADD CONSTRAINT "game_attendance_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_attendance" ADD CONSTRAINT "game_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_attendance" ADD CONSTRAINT "game_attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_host_user_id_users_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_payments" ADD CONSTRAINT "game_payments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_payments" ADD CONSTRAINT "game_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_payments" ADD CONSTRAINT "game_payments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_history" ADD CONSTRAINT "sheet_history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_history" ADD CONSTRAINT "sheet_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_history" ADD CONSTRAINT "sheet_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_guests_game_idx" ON "game_guests" USING btree ("game_id","position");--> statement-breakpoint
CREATE INDEX "game_guests_host_idx" ON "game_guests" USING btree ("host_user_id");--> statement-breakpoint
CREATE INDEX "game_payments_user_idx" ON "game_payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sheet_history_game_idx" ON "sheet_history" USING btree ("game_id","id");--> statement-breakpoint
CREATE INDEX "sheet_history_user_idx" ON "sheet_history" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_cost_mode_known" CHECK ("groups"."cost_mode" in ('split', 'per_player'));--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_guests_per_member_range" CHECK ("groups"."guests_per_member" between 0 and 5);