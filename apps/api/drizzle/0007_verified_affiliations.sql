-- Organizations and schools were marked verified by whatever the client sent. Keep the mark only
-- where the user verified an e-mail of an organization (or school) of that name, as the server now
-- decides on every profile update.
UPDATE "users" AS u
SET "cur_position" = jsonb_set(u."cur_position", '{organization,isVerified}', 'false'::jsonb)
WHERE u."cur_position" -> 'organization' ->> 'isVerified' = 'true'
  AND NOT EXISTS (
    SELECT 1 FROM "verified_emails" AS v
    WHERE v."user_id" = u."id"
      AND v."email_category" = 'COMPANY'
      AND lower(trim(v."organization_name")) = lower(trim(u."cur_position" -> 'organization' ->> 'name'))
  );
--> statement-breakpoint
UPDATE "users" AS u
SET "cur_academic" = jsonb_set(u."cur_academic", '{school,isVerified}', 'false'::jsonb)
WHERE u."cur_academic" -> 'school' ->> 'isVerified' = 'true'
  AND NOT EXISTS (
    SELECT 1 FROM "verified_emails" AS v
    WHERE v."user_id" = u."id"
      AND v."email_category" = 'SCHOOL'
      AND lower(trim(v."organization_name")) = lower(trim(u."cur_academic" -> 'school' ->> 'name'))
  );
