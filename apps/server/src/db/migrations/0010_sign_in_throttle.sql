-- Sign-in throttling without lock-out (issue 14 item 2; docs/decisions/2026-11-25-sign-in-throttling.md):
-- failed sign-ins per (account, client address) set a growing delay for that pair only; the row with
-- address '' caps an account's failures from every address, which browsers and addresses that
-- signed in before (known_sign_ins) pass. Both tables are pruned by age.
CREATE TABLE "known_sign_ins" (
	"account" text NOT NULL,
	"device" text NOT NULL,
	"last_signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_sign_ins_account_device_pk" PRIMARY KEY("account","device")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
CREATE INDEX "known_sign_ins_last_signed_in_idx" ON "known_sign_ins" USING btree ("last_signed_in_at");--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_idx" ON "sign_in_failures" USING btree ("last_failed_at");