ALTER TABLE "notifications" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" is null or "notifications"."status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
UPDATE "notifications" SET "status" = CASE "title"
  WHEN 'New join request' THEN 'pending'
  WHEN 'New retailer' THEN 'approved'
  WHEN 'Join request approved' THEN 'approved'
  WHEN 'Join request rejected' THEN 'rejected'
  WHEN 'New purchase request' THEN 'pending'
  WHEN 'Purchase request approved' THEN 'approved'
  WHEN 'Purchase request rejected' THEN 'rejected'
END WHERE "kind" <> 'broadcast';
