/**
 * What a sign-in answers, whichever call signs in (login, registration, Telegram, an administrator's "sign in as"):
 * the token and what its user may do. Apart from the auth schemas, which import the users', so that the users' calls
 * can answer a session too.
 */
import { z } from 'zod';

/** What the signed-in user may do. */
export const AccessAnswer = z
  .object({ isAdmin: z.boolean(), permissions: z.array(z.string()) })
  .meta({ id: 'Access' });

/** The answer of every sign-in call: login, register, Telegram login and register. */
export const SessionAnswer = z.object({ token: z.string(), access: AccessAnswer }).meta({ id: 'Session' });

export type AccessAnswer = z.infer<typeof AccessAnswer>;
export type SessionAnswer = z.infer<typeof SessionAnswer>;
