import './styles/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readRootInput, savedLanguage } from './adapters/boot';
import { catchInstallOffer } from './adapters/install-offer';
import { App } from './app/App';
import { startRootActor } from './app/composition/root';
import { connectRouter, createAppRouter } from './app/router';
import { initialPathname } from './routing/lang';

// Before anything else: the install entry loads after sign-in, the browser's offer may come first.
catchInstallOffer();

// A returning Ukrainian visitor on an English URL starts on its /ua twin (docs/decisions.md).
const start = initialPathname(window.location.pathname, savedLanguage());
if (start !== window.location.pathname)
  window.history.replaceState(window.history.state, '', `${start}${window.location.search}${window.location.hash}`);

const root = startRootActor(readRootInput());
const router = createAppRouter(root);
connectRouter(router, root);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App root={root} router={router} />
  </StrictMode>,
);
