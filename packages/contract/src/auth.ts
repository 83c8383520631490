import { z } from 'zod';

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  picture: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const authStatusResponseSchema = z.object({
  authenticated: z.boolean(),
  user: userSchema.nullable(),
});
export type AuthStatusResponse = z.infer<typeof authStatusResponseSchema>;

export const refreshResponseSchema = z.object({ token: z.string() });

/** GET /auth/verify: the token is live; whose it is and until when. */
export const verifyResponseSchema = z.object({
  valid: z.literal(true),
  user: userSchema,
  expiresAt: z.string(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export const logoutResponseSchema = z.object({ success: z.literal(true) });

/** POST /auth/dev/sign-in (development sign-in form). */
export const devSignInBodySchema = z.object({
  email: z.email('Enter a valid email address').max(254),
});

/**
 * Why a sign-in ended on /login: the server redirects to `/login?error=<code>` and the page
 * shows the text. Codes, not text, travel in the URL so nobody can put words on our page.
 */
export const SIGN_IN_ERRORS = {
  access_denied: 'Sign-in was cancelled. Try again when you are ready.',
  unavailable: 'Google sign-in is not available right now. Please try again in a moment.',
  expired: 'That sign-in link has expired or was already used. Please sign in again.',
  failed: 'Sign-in failed. Please try again.',
} as const;
export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;
export const isSignInErrorCode = (value: string): value is SignInErrorCode =>
  Object.hasOwn(SIGN_IN_ERRORS, value);
