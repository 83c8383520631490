import '@fontsource-variable/inter';
import './styles/global.css';
import './styles/layout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { ErrorBoundary } from './components/errors/error-boundary';
import { AppProviders } from './app/providers';
import { routes } from './app/router';

// The routes render through React Router's declarative mode: its data router (loaders,
// actions, fetchers), unused here, is 15 KB of gzip that the first page load would carry
// (docs/decisions/0022-first-load-budget.md).
function AppRoutes() {
  return useRoutes(routes);
}

const root = document.getElementById('root');
if (root === null) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <ErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  </StrictMode>,
);
