-- When pushes to a subscription began to fail; one failing for 24 hours is deleted (README
-- "Notifications", Delivery).
ALTER TABLE "push_subscriptions" ADD COLUMN "failing_since" timestamp with time zone;