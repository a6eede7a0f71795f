ALTER TABLE "game_payments" ADD COLUMN "amount_paid" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "cost_mode" text;--> statement-breakpoint
UPDATE "games" SET "currency" = "groups"."currency", "cost_mode" = "groups"."cost_mode" FROM "groups" WHERE "groups"."id" = "games"."group_id";--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "cost_mode" SET NOT NULL;
