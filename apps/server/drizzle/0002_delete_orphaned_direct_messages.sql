-- Direct messages of accounts deleted before account deletion removed them (their sender_id or
-- recipient_id was set null): nobody can read or delete them, yet the other person's unread count kept
-- counting them. Account deletion now deletes an account's direct messages (README "Security").
DELETE FROM "chat_messages" WHERE "type" = 'direct' AND ("sender_id" IS NULL OR "recipient_id" IS NULL);
