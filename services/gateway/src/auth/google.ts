import passport from 'passport';

type Authenticator = InstanceType<typeof passport.Passport>;
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import type { UserUpsertRequest } from '@nestkeep/common';
import type { GatewayConfig } from '../config.js';

/** The part of a Google profile NestKeep keeps. Unverified emails are refused. */
export function userFromGoogleProfile(profile: Profile): UserUpsertRequest | undefined {
  const email = profile.emails?.find((e) => e.value && String(e.verified) !== 'false')?.value;
  if (!email) return undefined;
  return {
    googleId: profile.id,
    email: email.toLowerCase(),
    displayName: profile.displayName?.slice(0, 100) || null,
    profilePicture: profile.photos?.[0]?.value ?? null,
  };
}

/** A passport instance of our own (not the global one) with Google's strategy, when configured. */
export function createPassport(config: GatewayConfig): Authenticator | undefined {
  if (!config.googleConfigured) return undefined;
  const instance = new passport.Passport();
  instance.use(
    'google',
    new GoogleStrategy(
      {
        clientID: config.GOOGLE_CLIENT_ID!,
        clientSecret: config.GOOGLE_CLIENT_SECRET!,
        callbackURL: config.GOOGLE_CALLBACK_URL,
        authorizationURL: config.GOOGLE_AUTH_URL,
        tokenURL: config.GOOGLE_TOKEN_URL,
        userProfileURL: config.GOOGLE_USERINFO_URL,
        scope: ['openid', 'profile', 'email'],
        state: true, // stored in the session: a forged callback is refused
      },
      (
        _accessToken: string,
        _refreshToken: string,
        profile: Profile,
        done: (err: unknown, user?: Profile) => void,
      ) => done(null, profile),
    ),
  );
  return instance;
}
