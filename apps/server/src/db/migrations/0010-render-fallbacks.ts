/**
 * The scenes of a finished render whose voice or picture the built-in provider made because the
 * remote service failed after its retries: `[{ scene, role, reason }]`, empty when none did
 * (docs/decisions/0017-provider-fallback.md).
 */
export default `
ALTER TABLE generations ADD COLUMN fallbacks jsonb NOT NULL DEFAULT '[]'::jsonb;
`;
