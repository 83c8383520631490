import './notifications-bell.css';
import { CLIENT_MESSAGES } from '@reelsmith/contract';
import { Bell, CheckCircle2, Loader2, PlayCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useNotifications } from '../api/get-notifications';
import type { NotificationItem } from '../types';

const ICONS = { active: PlayCircle, inProgress: Loader2, completed: CheckCircle2 } as const;

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function NotificationRow({ item, onFollow }: { item: NotificationItem; onFollow: () => void }) {
  const Icon = ICONS[item.type];
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

/**
 * The header's bell: a count badge and a dropdown that loads when opened
 * (docs/product/screens-and-routes.md#notifications).
 */
export function NotificationsBell() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // The count needs the list, so it is loaded at once; opening refreshes it.
  const { data: items = [], isLoading, isError, refetch } = useNotifications(true);
  const count = items.filter((i) => i.type !== 'completed').length;

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
          {isLoading ? (
            <Spinner label="Loading notifications" />
          ) : isError ? (
            <p className="notifications-empty" role="alert">
              {CLIENT_MESSAGES.failedNotifications}
            </p>
          ) : items.length === 0 ? (
            <div className="notifications-empty">
              <Bell size={28} aria-hidden="true" />
              <p>
                <strong>No notifications yet</strong>
              </p>
              <p className="muted">
                Videos you create show up here while they are made and when they are ready.
              </p>
            </div>
          ) : (
            <ul className="notifications-list">
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} onFollow={() => setOpen(false)} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
