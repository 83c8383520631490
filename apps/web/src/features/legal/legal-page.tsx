import { LEGAL_LAST_UPDATED } from '@reelsmith/contract';
import type { ReactNode } from 'react';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="container page page-narrow prose">
      <h1>{title}</h1>
      <p className="muted">Last updated {LEGAL_LAST_UPDATED}</p>
      {children}
    </article>
  );
}
