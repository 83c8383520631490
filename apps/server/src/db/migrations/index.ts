import catalog from './0001-catalog.js';
import auth from './0002-auth.js';
import oidcFlows from './0003-oidc-flows.js';
import credits from './0004-credits.js';
import clientErrors from './0005-client-errors.js';
import generations from './0006-generations.js';
import userSettings from './0007-user-settings.js';
import sceneImages from './0008-scene-images.js';
import sessionChanges from './0009-session-changes.js';
import renderFallbacks from './0010-render-fallbacks.js';
import generationChanges from './0011-generation-changes.js';
import creditChanges from './0012-credit-changes.js';
import providerUsage from './0013-provider-usage.js';

/**
 * Forward-only migrations, applied in order at start. Never edit one that has shipped:
 * add the next number. Each is plain SQL run in one transaction with the others.
 */
export const migrations: readonly { id: string; sql: string }[] = [
  { id: '0001-catalog', sql: catalog },
  { id: '0002-auth', sql: auth },
  { id: '0003-oidc-flows', sql: oidcFlows },
  { id: '0004-credits', sql: credits },
  { id: '0005-client-errors', sql: clientErrors },
  { id: '0006-generations', sql: generations },
  { id: '0007-user-settings', sql: userSettings },
  { id: '0008-scene-images', sql: sceneImages },
  { id: '0009-session-changes', sql: sessionChanges },
  { id: '0010-render-fallbacks', sql: renderFallbacks },
  { id: '0011-generation-changes', sql: generationChanges },
  { id: '0012-credit-changes', sql: creditChanges },
  { id: '0013-provider-usage', sql: providerUsage },
];
