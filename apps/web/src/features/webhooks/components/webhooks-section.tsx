import {
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@reelsmith/contract';
import { useId, useState, type FormEvent } from 'react';
import { friendlyMessage } from '../../../lib/api-client';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useSendWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../api/webhooks';
import './webhooks.css';

const EVENT_LABELS: Record<WebhookEventType, string> = {
  'video.completed': 'video.completed: a video is ready',
  'video.failed': 'video.failed: a video failed (its credit is refunded)',
  'credits.low': 'credits.low: the balance fell under 3 credits',
};

const time = (iso: string) => new Date(iso).toLocaleString();

/** One delivery of the log: its event, status and every attempt, with Redeliver. */
function DeliveryRow({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const send = useSendWebhook(endpointId);
  return (
    <li className="webhook-delivery">
      <div className="webhook-delivery-head">
        <code>{delivery.eventType}</code>
        <span className={`webhook-status webhook-status-${delivery.status}`}>
          {delivery.status === 'gone' ? 'Gave up' : delivery.status}
        </span>
        <span className="muted">{time(delivery.createdAt)}</span>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={send.isPending}
          onClick={() => send.mutate(delivery.id)}
        >
          Redeliver
        </button>
      </div>
      <ol className="webhook-attempts" aria-label={`Attempts of ${delivery.eventType}`}>
        {delivery.attempts.map((attempt) => (
          <li key={attempt.attempt}>
            Attempt {attempt.attempt}: <strong>{attempt.statusCode ?? 'no answer'}</strong>
            {attempt.error !== null && <> ({attempt.error})</>} at {time(attempt.at)}
          </li>
        ))}
        {delivery.status === 'pending' && delivery.nextAttemptAt !== null && (
          <li className="muted">Next attempt at {time(delivery.nextAttemptAt)}</li>
        )}
      </ol>
    </li>
  );
}

/** An endpoint's delivery log, refreshed while open. */
function DeliveryLog({ endpointId }: { endpointId: string }) {
  const log = useWebhookDeliveries(endpointId);
  if (log.isPending) return <p className="muted">Loading deliveries...</p>;
  if (log.isError) {
    return (
      <p className="alert alert-error" role="alert">
        {friendlyMessage(log.error)}
      </p>
    );
  }
  if (log.data.content.length === 0) return <p className="muted">No deliveries yet.</p>;
  return (
    <ul className="webhook-deliveries" aria-label="Delivery log">
      {log.data.content.map((delivery) => (
        <DeliveryRow key={delivery.id} endpointId={endpointId} delivery={delivery} />
      ))}
    </ul>
  );
}

function EndpointItem({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteWebhook();
  const test = useSendWebhook(endpoint.id);
  return (
    <li className="webhook-endpoint">
      <div className="webhook-endpoint-head">
        <code className="webhook-url">{endpoint.url}</code>
        <span className="muted">{endpoint.events.join(', ')}</span>
        {endpoint.disabledAt !== null && (
          <span className="webhook-status-gone">Disabled (410)</span>
        )}
      </div>
      <div className="settings-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide delivery log' : 'Delivery log'}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={test.isPending}
          onClick={() => test.mutate(undefined, { onSuccess: () => setOpen(true) })}
        >
          Send test event
        </button>
        <button
          type="button"
          className="btn btn-danger btn-sm"
          disabled={remove.isPending}
          onClick={() => remove.mutate(endpoint.id)}
        >
          Delete endpoint
        </button>
      </div>
      {open && <DeliveryLog endpointId={endpoint.id} />}
    </li>
  );
}

/**
 * Settings > Webhooks (docs/product/screens-and-routes.md#settings): register an endpoint (its
 * signing secret shown once), see each endpoint's delivery log, redeliver, delete.
 */
export function WebhooksSection() {
  const id = useId();
  const endpoints = useWebhooks();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['video.completed', 'video.failed']);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (event: WebhookEventType) =>
    setEvents((chosen) =>
      chosen.includes(event) ? chosen.filter((e) => e !== event) : [...chosen, event],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setUrl('');
        },
      },
    );
  };

  return (
    <section className="card settings-webhooks" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Webhooks</h2>
      <p className="muted">
        Reelsmith POSTs a signed JSON event to your endpoint when a video is ready or fails, or when
        your credits run low (Standard Webhooks: verify <code>webhook-signature</code> with the
        signing secret). Failed deliveries are retried for up to 3 days.
      </p>
      {secret !== null && (
        <div className="alert webhook-secret" role="status">
          <p>
            <strong>Signing secret</strong>: copy it now, it is shown only once.
          </p>
          <code aria-label="Signing secret">{secret}</code>
          <div className="settings-actions">
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => void navigator.clipboard?.writeText(secret)}
            >
              Copy
            </button>
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => setSecret(null)}
            >
              Done
            </button>
          </div>
        </div>
      )}
      <form className="webhook-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-url`}>Endpoint URL</label>
          <input
            id={`${id}-url`}
            className="input"
            type="url"
            required
            placeholder="https://example.com/hooks/reelsmith"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <fieldset className="webhook-events">
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <label key={event} className="settings-check">
              <input
                type="checkbox"
                checked={events.includes(event)}
                onChange={() => toggle(event)}
              />
              {EVENT_LABELS[event]}
            </label>
          ))}
        </fieldset>
        {create.isError && (
          <p className="alert alert-error" role="alert">
            {friendlyMessage(create.error)}
          </p>
        )}
        <div className="settings-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={create.isPending || events.length === 0}
          >
            {create.isPending ? 'Adding...' : 'Add endpoint'}
          </button>
        </div>
      </form>
      {endpoints.isSuccess && endpoints.data.endpoints.length > 0 && (
        <ul className="webhook-endpoints" aria-label="Webhook endpoints">
          {endpoints.data.endpoints.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      )}
      {endpoints.isError && (
        <p className="alert alert-error" role="alert">
          {friendlyMessage(endpoints.error)}
        </p>
      )}
    </section>
  );
}
