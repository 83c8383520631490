import './editor.css';
import type { Generation } from '@reelsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { friendlyMessage } from '../../../lib/api-client';
import { activeProjectQueryOptions } from '../api/get-active-project';
import { sessionQueryOptions, type ProjectRef } from '../api/get-generation';
import { useLiveGeneration } from '../use-live-generation';
import { useScrollToProgress } from '../use-scroll-to-progress';
import { isDraft } from '../draft-status';
import { DiscardDraft } from './discard-draft';
import { FailedGeneration } from './failed-generation';
import { FinishedVideo } from './finished-video';
import { RenderProgress } from './render-progress';
import { ScriptProgress } from './script-progress';
import { StoryEditor } from './story-editor';
import { PreviewPanel } from '../versions/preview-panel';
import { ReviseFinished } from '../versions/revise-finished';

const STATUS_LABELS: Record<Generation['status'], string> = {
  QUEUED: 'Writing the script',
  GENERATING_STORY: 'Writing the script',
  STORY_READY: 'Draft',
  RENDERING: 'Rendering',
  COMPLETED: 'Ready',
  FAILED: 'Failed',
  CANCELLED: 'Discarded',
};

function EditorFrame({
  status,
  title,
  actions,
  children,
}: {
  status?: string;
  /** The project's title: the heading names it (docs/product/drafts-and-text.md). */
  title?: string | undefined;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const named = title !== undefined && title.trim() !== '';
  return (
    <div className="container page editor-page">
      <div className="editor-head">
        <h1>
          {named ? (
            <>
              <span className="editor-kicker">Editor</span> {title}
            </>
          ) : (
            'Editor'
          )}
        </h1>
        {status !== undefined && <span className="badge">{status}</span>}
        {actions}
      </div>
      {children}
    </div>
  );
}

function Failure({ message }: { message: string }) {
  return (
    <div className="card editor-failed">
      <p className="alert alert-error" role="alert">
        {message}
      </p>
      <Link to="/create" className="btn btn-secondary">
        Create a video
      </Link>
    </div>
  );
}

/** One project in the editor, shown for its status and kept live. */
function ProjectEditor({ project, initial }: { project: ProjectRef; initial?: Generation }) {
  const query = useLiveGeneration(project, initial);
  const generation = query.data;
  useScrollToProgress(generation?.status);
  if (generation === undefined) {
    return (
      <EditorFrame>
        {query.isError ? (
          <Failure message={friendlyMessage(query.error)} />
        ) : (
          <Spinner label="Opening your project" />
        )}
      </EditorFrame>
    );
  }
  let body: ReactNode;
  switch (generation.status) {
    case 'QUEUED':
    case 'GENERATING_STORY':
      body = <ScriptProgress generation={generation} />;
      break;
    case 'STORY_READY':
      // The event says the script is ready before the read that brings it has answered.
      body =
        generation.story === null ? (
          <ScriptProgress generation={generation} />
        ) : (
          <>
            <StoryEditor project={project} generation={generation} />
            <PreviewPanel project={project} generation={generation} />
          </>
        );
      break;
    case 'RENDERING':
      body = <RenderProgress project={project} generation={generation} />;
      break;
    case 'COMPLETED':
      body = (
        <FinishedVideo
          generation={generation}
          actions={<ReviseFinished project={project} title={generation.title ?? 'your video'} />}
        />
      );
      break;
    case 'FAILED':
      body = <FailedGeneration project={project} generation={generation} />;
      break;
    case 'CANCELLED':
      body = <Failure message="This project was discarded." />;
      break;
  }
  const draft = isDraft(generation.status);
  return (
    <EditorFrame
      status={STATUS_LABELS[generation.status]}
      title={generation.story?.title}
      actions={draft && <DiscardDraft project={project} title={generation.story?.title} />}
    >
      {body}
    </EditorFrame>
  );
}

/**
 * `/editor/{id}` (docs/product/screens-and-routes.md#editor). The create screen hands over the
 * generation token; from a link or a reload, `GET /story/session/{id}` gives it.
 */
export function EditorScreen({ projectId, token }: { projectId: string; token?: string }) {
  const session = useQuery({ ...sessionQueryOptions(projectId), enabled: token === undefined });
  const resolved = token ?? session.data?.token;
  const project = useMemo(
    () => (resolved === undefined ? undefined : { projectId, token: resolved }),
    [projectId, resolved],
  );
  if (project === undefined) {
    return (
      <EditorFrame>
        {session.isError ? (
          <Failure message={friendlyMessage(session.error)} />
        ) : (
          <Spinner label="Opening your project" />
        )}
      </EditorFrame>
    );
  }
  return <ProjectEditor key={projectId} project={project} initial={session.data} />;
}

/** `/editor` without a project: the active one if there is one, else a way to create one. */
export function ActiveProjectRedirect() {
  const active = useQuery(activeProjectQueryOptions());
  if (active.data != null) {
    return (
      <Navigate
        to={`/editor/${encodeURIComponent(active.data.projectId)}`}
        replace
        state={active.data}
      />
    );
  }
  return (
    <EditorFrame>
      {active.isError ? (
        <Failure message={friendlyMessage(active.error)} />
      ) : active.isPending ? (
        <Spinner label="Looking for your project" />
      ) : (
        <div className="card editor-empty">
          <h2>No video in progress</h2>
          <p className="muted">
            Start from a topic or your own prompt; the editor opens with its script.
          </p>
          <Link to="/create" className="btn btn-primary">
            Create a video
          </Link>
        </div>
      )}
    </EditorFrame>
  );
}
