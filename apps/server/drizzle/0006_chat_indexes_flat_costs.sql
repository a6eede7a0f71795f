-- Chat pages and unread counts read one covering index per group (Index Only Scans), and direct
-- conversations get a partial index of direct messages only (bench/README.md "Costs as data grows").
DROP INDEX "chat_messages_group_idx";--> statement-breakpoint
DROP INDEX "chat_messages_direct_idx";--> statement-breakpoint
CREATE INDEX "chat_messages_group_idx" ON "chat_messages" USING btree ("group_id","id","type","sender_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_direct_idx" ON "chat_messages" USING btree ("sender_id","recipient_id","id") WHERE "chat_messages"."type" = 'direct';