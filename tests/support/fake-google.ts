import { randomBytes } from 'node:crypto';
import express from 'express';
import { listen } from './servers.js';

export interface FakeGoogleUser {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture?: string;
}

/**
 * A local stand-in for Google's OAuth 2.0 endpoints (authorize, token, userinfo), speaking the same
 * protocol passport-google-oauth20 uses: authorization code with state, client secret in the token
 * request body, the access token on userinfo. Codes and tokens are single-use and checked.
 */
export async function startFakeGoogle(clientId: string, clientSecret: string) {
  let nextUser: FakeGoogleUser = {
    sub: '1001',
    email: 'parent@gmail.com',
    email_verified: true,
    name: 'Pat Parent',
  };
  const codes = new Map<string, { user: FakeGoogleUser; redirectUri: string }>();
  const tokens = new Map<string, FakeGoogleUser>();
  const app = express();

  app.get('/o/oauth2/v2/auth', (req, res) => {
    const { client_id, redirect_uri, response_type, state, scope } = req.query as Record<string, string>;
    if (
      client_id !== clientId ||
      response_type !== 'code' ||
      !redirect_uri ||
      !String(scope).includes('email')
    ) {
      res.status(400).send('invalid_request');
      return;
    }
    const code = randomBytes(8).toString('hex');
    codes.set(code, { user: nextUser, redirectUri: redirect_uri });
    const back = new URL(redirect_uri);
    back.searchParams.set('code', code);
    if (state) back.searchParams.set('state', state);
    res.redirect(back.toString());
  });

  app.post('/token', express.urlencoded({ extended: false }), (req, res) => {
    const { grant_type, code, client_id, client_secret, redirect_uri } = req.body;
    const grant = codes.get(code);
    codes.delete(code);
    if (
      grant_type !== 'authorization_code' ||
      client_id !== clientId ||
      client_secret !== clientSecret ||
      !grant ||
      grant.redirectUri !== redirect_uri
    ) {
      res.status(400).json({ error: 'invalid_grant' });
      return;
    }
    const token = randomBytes(12).toString('hex');
    tokens.set(token, grant.user);
    res.json({ access_token: token, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
  });

  app.get('/userinfo', (req, res) => {
    // Google accepts the token as a bearer header or an access_token parameter (node-oauth uses the latter).
    const token =
      (req.get('authorization') ?? '').replace(/^Bearer /, '') || String(req.query.access_token ?? '');
    const user = tokens.get(token);
    if (!user) {
      res.status(401).json({ error: 'invalid_token' });
      return;
    }
    res.json({
      ...user,
      given_name: user.name.split(' ')[0],
      family_name: user.name.split(' ').slice(1).join(' '),
    });
  });

  const server = await listen(app);
  return {
    env: {
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_AUTH_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${server.url}/token`,
      GOOGLE_USERINFO_URL: `${server.url}/userinfo`,
    },
    setUser: (user: FakeGoogleUser) => {
      nextUser = user;
    },
    close: server.close,
  };
}
