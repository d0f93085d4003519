import { createServer } from 'node:http';
import Provider from 'oidc-provider';

export const PORTAL_ORIGIN = 'http://portal.test';
export const CLIENT = { clientId: 'portal', clientSecret: 'portal-test-secret' };

export interface TestProvider {
  issuer: string;
  /** Who "signs in" at the provider next, with the claims it vouches for. */
  signInNextAs(sub: string, claims: { email?: string; name?: string; email_verified?: boolean }): void;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (oidc-provider) on the loopback address. Its login and consent screens are
 * replaced by an instant "the person typed their password": the portal's side is what is tested.
 */
export async function startTestProvider(port: number): Promise<TestProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, Record<string, unknown>>();
  let next = '';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        redirect_uris: [`${PORTAL_ORIGIN}/sso/callback`],
        post_logout_redirect_uris: [`${PORTAL_ORIGIN}/sso/login`],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: async (_context: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, ...accounts.get(sub) }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: {
      url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    cookies: { keys: ['test-provider-cookie-key'] },
  });
  const handle = provider.callback();
  const server = createServer(async (request, response) => {
    if (!request.url?.startsWith('/interaction/')) return handle(request, response);
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: next } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({
      accountId: details.session?.accountId ?? next,
      clientId: CLIENT.clientId,
    });
    grant.addOIDCScope('openid email profile');
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    signInNextAs(sub, claims) {
      next = sub;
      accounts.set(sub, claims);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider's redirects like a browser (keeping its cookies) until it sends the browser
 * back to the portal; answers that callback's path and query.
 */
export async function browseProvider(startUrl: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      cookies.set(name.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`The provider stopped at ${url}: ${response.status} ${await response.text()}`);
    const next = new URL(location, url);
    if (next.origin === PORTAL_ORIGIN) return `${next.pathname}${next.search}`;
    url = next.href;
  }
  throw new Error('Too many redirects at the provider');
}
