/**
 * A real OpenID Connect provider (npm oidc-provider) on 127.0.0.1, standing in for Google in
 * tests: discovery, authorization code flow with PKCE, ID tokens, userinfo. Its development
 * login form takes any login name; the account's claims are the ones given here.
 */
import http from 'node:http'
import Provider from 'oidc-provider'
import { freePort } from '#tests/support/net.ts'

export interface OidcAccount {
  sub: string
  email: string
  name: string
  picture: string
}

export interface OidcServer {
  issuer: string
  discoveryUrl: string
  clientId: string
  clientSecret: string
  close(): Promise<void>
}

export async function startOidcProvider({
  redirectUri,
  account,
}: {
  redirectUri: string
  account: OidcAccount
}): Promise<OidcServer> {
  const port = await freePort()
  const issuer = `http://127.0.0.1:${port}`
  const clientId = 'bangla-tours-test'
  const clientSecret = 'test-client-secret-0123456789abcdef'
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'picture'],
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-cookie-key-0123456789abcdef'] },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { ...account, sub, email_verified: true }
        },
      }
    },
  })
  // Plain http on loopback: tell the provider it is fine.
  provider.proxy = true
  const server = http.createServer(provider.callback())
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
