import { useQuery } from '@tanstack/react-query';
import { ReviseButton } from '../../../components/versions/revise-button';
import type { ProjectRef } from '../api/get-generation';
import { previewQueryOptions } from './preview-api';

/** "Edit and re-render" in the editor's finished view, its cost read from the project. */
export function ReviseFinished({ project, title }: { project: ProjectRef; title: string }) {
  const state = useQuery(previewQueryOptions(project));
  return (
    <ReviseButton
      videoId={project.projectId}
      title={title}
      credits={state.data?.revisionCredits ?? null}
    />
  );
}
