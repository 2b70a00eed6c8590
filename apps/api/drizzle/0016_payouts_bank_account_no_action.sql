ALTER TABLE "payouts" DROP CONSTRAINT "payouts_bank_account_id_bank_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;