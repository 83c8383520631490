import './notifications-bell.css';
import { CLIENT_MESSAGES, ERROR_CODES } from '@reelsmith/contract';
import { Bell, CheckCircle2, CircleAlert, Loader2, PlayCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { NotSignedInError, useNotifications } from '../api/get-notifications';
import { endedRenders, quoted, renderingIds, playerPath } from '../notification-items';
import type { NotificationItem } from '../types';

const ICONS = { active: PlayCircle, inProgress: Loader2, completed: CheckCircle2 } as const;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function NotificationRow({ item, onFollow }: { item: NotificationItem; onFollow: () => void }) {
  const Icon = item.generationStatus === 'FAILED' ? CircleAlert : ICONS[item.type];
  return (
    <li>
      <Link to={item.link} className="notification" onClick={onFollow}>
        <Icon size={18} aria-hidden="true" />
        <span>
          <span className="notification-message">{item.message}</span>
          <span className="notification-meta">
            {item.status} ·{' '}
            <time dateTime={item.time}>{timeFormat.format(new Date(item.time))}</time>
          </span>
        </span>
      </Link>
    </li>
  );
}

const isUnauthorized = (error: unknown) =>
  error instanceof ApiRequestError && error.code === ERROR_CODES.UNAUTHORIZED;

/**
 * A render that ends while the person is elsewhere in the app is announced with a toast and a
 * link; the editor of that project and the dashboard show it themselves.
 */
function useRenderEndToasts(items: NotificationItem[] | undefined) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const watching = useRef<Set<string>>(new Set());
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  }, [pathname]);
  useEffect(() => {
    if (items === undefined) return;
    for (const item of endedRenders(watching.current, items)) {
      const here =
        where.current === '/dashboard' ||
        where.current === `/editor/${encodeURIComponent(item.id)}`;
      if (here) continue;
      if (item.generationStatus === 'COMPLETED') {
        toast.success(`${quoted(item.title)} is ready`, {
          id: `render-${item.id}`,
          action: { label: 'Watch it', onClick: () => void navigate(playerPath(item.id)) },
        });
      } else {
        toast.error(`${quoted(item.title)} could not be made`, {
          id: `render-${item.id}`,
          action: { label: 'See why', onClick: () => void navigate(item.link) },
        });
      }
    }
    watching.current = renderingIds(items);
  }, [items, navigate]);
}

/**
 * The header's bell: a count badge and a dropdown that loads when opened
 * (docs/product/screens-and-routes.md#notifications). A session that has expired
 * (`UNAUTHORIZED`) is the header's to handle: `onSessionExpired` signs out and goes to /login.
 */
export function NotificationsBell({ onSessionExpired }: { onSessionExpired: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // The count needs the list, so it is loaded at once; opening, or going to another page,
  // loads it again (a render started in the editor is then watched).
  const { data: items, isLoading, isError, error, refetch } = useNotifications();
  const count = (items ?? []).filter((i) => i.type !== 'completed').length;
  useRenderEndToasts(items);

  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  const expired = isError && isUnauthorized(error);
  const expiredSeen = useRef(false);
  useEffect(() => {
    if (!expired || expiredSeen.current) return;
    expiredSeen.current = true;
    toast.error(CLIENT_MESSAGES.sessionExpired, { id: 'session-expired' });
    onSessionExpired();
  }, [expired, onSessionExpired]);

  useEffect(() => {
    if (!open) return;
    void refetch();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, refetch]);

  let body;
  if (isLoading) {
    body = <Spinner label="Loading notifications" />;
  } else if (isError) {
    body = (
      <p className="notifications-empty" role="alert">
        {expired || error instanceof NotSignedInError
          ? CLIENT_MESSAGES.notificationsLogIn
          : CLIENT_MESSAGES.failedNotifications}
      </p>
    );
  } else if (items === undefined || items.length === 0) {
    body = (
      <div className="notifications-empty">
        <Bell size={28} aria-hidden="true" />
        <p>
          <strong>No notifications yet</strong>
        </p>
        <p className="muted">
          Videos you create show up here while they are made and when they are ready.
        </p>
      </div>
    );
  } else {
    body = (
      <ul className="notifications-list">
        {items.map((item) => (
          <NotificationRow key={item.id} item={item} onFollow={() => setOpen(false)} />
        ))}
      </ul>
    );
  }

  return (
    <div className="notifications" ref={rootRef}>
      <button
        type="button"
        className="icon-btn"
        aria-label={count > 0 ? `Notifications (${count})` : 'Notifications'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Bell size={18} aria-hidden="true" />
        {count > 0 && (
          <span className="notifications-count tabular" aria-hidden="true">
            {count > 9 ? '9+' : count}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="notifications-panel" role="region" aria-label="Notifications">
          <h2 className="notifications-title">Notifications</h2>
          {body}
        </div>
      )}
    </div>
  );
}
