import './i18n';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Toaster } from 'sonner';
import { HomePage } from './pages/HomePage';
import { SignInPage } from './pages/SignInPage';
import { UnavailablePage } from './pages/UnavailablePage';
import { AppProvider } from './session/AppProvider';
import { RequireSession } from './shell/RequireSession';
import { Shell } from './shell/Shell';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppProvider>
        <Routes>
          <Route path="/user-auth" element={<SignInPage />} />
          <Route element={<RequireSession />}>
            <Route element={<Shell />}>
              <Route index element={<HomePage />} />
              <Route path="*" element={<UnavailablePage />} />
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
        <Toaster richColors closeButton />
      </AppProvider>
    </BrowserRouter>
  </StrictMode>,
);
