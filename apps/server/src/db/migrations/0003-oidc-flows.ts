/**
 * Sign-ins in progress: what the OpenID Connect callback must check (state, nonce, PKCE
 * verifier). Kept here rather than in the browser so that each one is used at most once and
 * any API process can finish a sign-in another one started.
 */
export default `
CREATE TABLE oidc_flows (
  state_hash text PRIMARY KEY,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX oidc_flows_expires_at_idx ON oidc_flows (expires_at);
`;
