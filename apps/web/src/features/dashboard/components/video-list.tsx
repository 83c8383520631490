import './dashboard.css';
import { Clapperboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { useVideos } from '../api/get-videos';
import { groupVersions } from '../group-versions';
import { VideoCard } from './video-card';
import { Pager } from '../../../components/ui/pager';

/** The clock the "time left" reads, moved on each minute. */
function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * The person's videos, newest first, 10 a page (docs/product/screens-and-routes.md#dashboard);
 * none yet: the way to /create.
 */
export function VideoList() {
  const [page, setPage] = useState(0);
  const videos = useVideos(page);
  const now = useNow();

  let body;
  if (videos.isPending) {
    body = <Spinner label="Loading your videos" />;
  } else if (videos.isError) {
    body = (
      <p className="alert alert-error" role="alert">
        {friendlyMessage(videos.error)}
      </p>
    );
  } else if (videos.data.totalElements === 0) {
    body = (
      <div className="videos-empty">
        <Clapperboard size={32} aria-hidden="true" />
        <p>
          <strong>No videos yet</strong>
        </p>
        <p className="muted">The videos you make are listed here, kept for 7 days each.</p>
        <Link to="/create" className="btn btn-primary">
          Make your first video
        </Link>
      </div>
    );
  } else {
    const { content, totalPages } = videos.data;
    body = (
      <>
        <ul className="video-list">
          {groupVersions(content).map((video) => (
            <VideoCard key={video.id} video={video} now={Math.max(now, videos.dataUpdatedAt)} />
          ))}
        </ul>
        {/* Also on a later page that deletes emptied: the way back stays. */}
        {(totalPages > 1 || page > 0) && (
          <Pager label="Pages of videos" page={page} totalPages={totalPages} onPage={setPage} />
        )}
      </>
    );
  }
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-videos">
      <h2 id="dashboard-videos">Your videos</h2>
      {body}
    </section>
  );
}
