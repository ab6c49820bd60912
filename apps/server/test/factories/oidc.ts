import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface OidcAccount {
  sub: string;
  email: string;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider, with its development login and consent pages) on
 * 127.0.0.1, knowing one client whose redirect URI is our callback.
 */
export async function startOidcProvider(opts: {
  redirectUri: string;
  accounts: OidcAccount[];
}): Promise<TestOidcProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'best-bikes-test';
  const clientSecret = 'a-client-secret-for-tests-only-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [opts.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      const account = opts.accounts.find((a) => a.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
  });
  handle = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A tiny cookie jar for the provider's own cookies, as a browser would keep them. */
class CookieJar {
  private cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Walks the provider's pages as a person would: open the authorization URL, log in as `sub`, give
 * consent. Answers the URL the provider finally redirects to (our callback with code and state).
 */
export async function loginAtProvider(authorizationUrl: string, sub: string): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let method: 'GET' | 'POST' = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.store(res);
    const page = await res.text();
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(String(res.headers.get('location')), url);
      if (next.origin !== url.origin && next.origin !== new URL(authorizationUrl).origin) return next;
      url = next;
      method = 'GET';
      body = undefined;
      continue;
    }
    if (res.status !== 200) throw new Error(`the provider answered ${res.status} at ${url}`);
    // An interaction page: the development login form first, then the consent form.
    const interaction = /\/interaction\/[^/]+$/.test(url.pathname);
    if (!interaction) throw new Error(`unexpected page ${url}`);
    method = 'POST';
    if (page.includes('name="prompt" value="login"')) {
      body = `prompt=login&login=${encodeURIComponent(sub)}&password=x`;
    } else if (page.includes('name="prompt" value="consent"')) {
      body = 'prompt=consent';
    } else {
      throw new Error(`no login or consent form at ${url}`);
    }
  }
  throw new Error('the provider did not redirect back');
}
