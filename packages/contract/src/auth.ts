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
