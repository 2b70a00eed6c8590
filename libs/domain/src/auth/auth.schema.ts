import { z } from 'zod';
import { Me } from '../users/user.schema';

export const Email = z.string().trim().toLowerCase().email().max(254);

export const PasswordlessStartBody = z.object({ email: Email }).strict();
export type PasswordlessStartBody = z.infer<typeof PasswordlessStartBody>;

export const PasswordlessStartReply = z.object({ ok: z.literal(true), expiresIn: z.number().int() });

/** OAuth-style token exchange: e-mail plus the 6-digit code sent by passwordless/start. */
export const TokenBody = z
  .object({
    grant_type: z.literal('passwordless_otp').default('passwordless_otp'),
    email: Email,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code has 6 digits'),
  })
  .strict();
export type TokenBody = z.infer<typeof TokenBody>;

export const TokenReply = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('Seconds until the access token expires'),
  user: Me,
});
export type TokenReply = z.infer<typeof TokenReply>;

export const RefreshReply = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string().optional().describe('Only when the old refresh token came in the body (non-browser clients)'),
});
export type RefreshReply = z.infer<typeof RefreshReply>;

/**
 * POST /auth/oauth/refresh and /auth/logout: browsers send nothing (the refresh token travels in
 * an httpOnly cookie); other clients may put it in the body instead.
 */
export const RefreshBody = z
  .object({ refresh_token: z.string().min(1).max(200).optional() })
  .strict()
  .nullish();
export type RefreshBody = z.infer<typeof RefreshBody>;

/** POST /auth/account-retrieval/start: a code to the address the account signs in with now. */
export const AccountRetrievalStartBody = z.object({ email: Email.describe('The address the account signs in with now') }).strict();
export type AccountRetrievalStartBody = z.infer<typeof AccountRetrievalStartBody>;

/** POST /auth/account-retrieval/complete: that code, and the address to sign in with from now on. */
export const AccountRetrievalCompleteBody = z
  .object({
    email: Email.describe('The address the code was sent to'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code has 6 digits'),
    newEmail: Email.describe('The address to sign in with from now on'),
  })
  .strict();
export type AccountRetrievalCompleteBody = z.infer<typeof AccountRetrievalCompleteBody>;

/**
 * POST /auth/account-retrieval/complete answers 202 with this: nothing has moved yet. A second code
 * went to the new address, and only that code (POST /auth/account-retrieval/confirm) moves the account.
 */
export const AccountRetrievalPendingReply = z.object({
  pendingEmail: z.string().describe('The new address, where the confirmation code was sent'),
  expiresIn: z.number().int().describe('Seconds until the confirmation code expires'),
});
export type AccountRetrievalPendingReply = z.infer<typeof AccountRetrievalPendingReply>;

/** POST /auth/account-retrieval/confirm: the code sent to the new address; the account moves there and signs in. */
export const AccountRetrievalConfirmBody = z
  .object({
    email: Email.describe('The address the account signs in with now'),
    newEmail: Email.describe('The new address, where the confirmation code was sent'),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The code has 6 digits'),
  })
  .strict();
export type AccountRetrievalConfirmBody = z.infer<typeof AccountRetrievalConfirmBody>;
