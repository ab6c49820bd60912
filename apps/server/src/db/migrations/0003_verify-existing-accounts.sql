-- Sign-up now proves the e-mail address before an account can sign in (ADR 0083). Every account made
-- before that keeps signing in: they count as proven.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;
