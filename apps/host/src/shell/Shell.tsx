import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OpenTabsProvider } from '../tabs/tabs-context';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const wideScreen = '(min-width: 640px)';

export function Shell() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const { pathname } = useLocation();
  // On a phone the sidebar covers the page, so choosing an entry closes it.
  useEffect(() => {
    if (pathname && !window.matchMedia(wideScreen).matches) setSidebarOpen(false);
  }, [pathname]);
  return (
    <div className="flex h-full flex-col">
      <TopBar sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen(!sidebarOpen)} />
      <div className="relative flex min-h-0 flex-1">
        {sidebarOpen && <Sidebar />}
        <main className="min-w-0 flex-1 overflow-auto">
          <OpenTabsProvider>
            <Outlet />
          </OpenTabsProvider>
        </main>
      </div>
    </div>
  );
}
