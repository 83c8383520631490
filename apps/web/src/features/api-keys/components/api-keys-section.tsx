import { API_KEY_MESSAGES, type ApiKey } from '@reelsmith/contract';
import { useId, useState, type FormEvent } from 'react';
import { friendlyMessage } from '../../../lib/api-client';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';
import './api-keys.css';

const time = (iso: string) => new Date(iso).toLocaleString();

/** One key of the list, with Revoke behind a confirmation. */
function KeyItem({ apiKey }: { apiKey: ApiKey }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeApiKey();
  return (
    <li className="api-key-item" aria-label={apiKey.name}>
      <div className="api-key-head">
        <strong>{apiKey.name}</strong>
        <code>{apiKey.prefix}...</code>
        <span className="muted">Created {time(apiKey.createdAt)}</span>
        <span className="muted">
          {apiKey.lastUsedAt === null ? 'Never used' : `Last used ${time(apiKey.lastUsedAt)}`}
        </span>
      </div>
      {confirming ? (
        <div className="settings-actions" role="group" aria-label={`Revoke ${apiKey.name}?`}>
          <span>Revoke this key? Programs using it stop working at once.</span>
          <button
            type="button"
            className="btn btn-danger btn-sm"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(apiKey.id)}
          >
            Yes, revoke
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
        </div>
      ) : (
        <div className="settings-actions">
          <button
            type="button"
            className="btn btn-danger btn-sm"
            onClick={() => setConfirming(true)}
          >
            Revoke
          </button>
        </div>
      )}
      {revoke.isError && (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(revoke.error)}
        </p>
      )}
    </li>
  );
}

/**
 * Settings > API keys (docs/product/screens-and-routes.md#settings): create a named key (the
 * whole key shown once), list the keys (name, prefix, created, last used), revoke one.
 */
export function ApiKeysSection() {
  const id = useId();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(
      { name: name.trim() },
      {
        onSuccess: (key) => {
          setCreated(key.key);
          setCopied(false);
          setName('');
        },
      },
    );
  };
  const copy = (key: string) =>
    void navigator.clipboard?.writeText(key).then(
      () => setCopied(true),
      () => undefined,
    );

  return (
    <section className="card settings-api-keys" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>API keys</h2>
      <p className="muted">
        Programs, n8n flows and AI agents use a key as{' '}
        <code>Authorization: Bearer rs_live_...</code> with the video API (<code>/api/v1</code>) and
        the MCP server (<code>/api/mcp</code>). A key cannot manage keys, delete the account or make
        payments.
      </p>
      {created !== null && (
        <div className="alert api-key-created" role="status">
          <p>
            <strong>Your new API key</strong>: {API_KEY_MESSAGES.created} You won&apos;t see it
            again.
          </p>
          <code aria-label="New API key">{created}</code>
          <div className="settings-actions">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => copy(created)}
            >
              {copied ? 'Copied' : 'Copy key'}
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => setCreated(null)}
            >
              Done
            </button>
          </div>
        </div>
      )}
      <form className="api-key-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Key name</label>
          <input
            id={`${id}-name`}
            className="input"
            required
            maxLength={100}
            placeholder="n8n flow"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        {create.isError && (
          <p className="alert alert-error" role="alert">
            {friendlyMessage(create.error)}
          </p>
        )}
        <div className="settings-actions">
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create key'}
          </button>
        </div>
      </form>
      {keys.isSuccess &&
        (keys.data.keys.length > 0 ? (
          <ul className="api-key-list" aria-label="API keys">
            {keys.data.keys.map((key) => (
              <KeyItem key={key.id} apiKey={key} />
            ))}
          </ul>
        ) : (
          <p className="muted">No API keys yet.</p>
        ))}
      {keys.isError && (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(keys.error)}
        </p>
      )}
    </section>
  );
}
