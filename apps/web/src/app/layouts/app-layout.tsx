import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/offline-banner';
import { CommandPaletteHost } from '../../features/command-palette/components/command-palette-host';
import { OPEN_UPGRADE_DIALOG } from '../../lib/app-events';
import { AppTopBar } from '../../features/prompts/components/app-top-bar';
import { SidebarContent } from '../../features/prompts/components/sidebar-content';
import { useSidebarState } from '../../features/prompts/hooks/use-sidebar-state';
import { cn } from '../../lib/cn';
import { whenIdle } from '../../lib/when-idle';

// Radix's dialog is needed only when one opens: the phone's menu drawer loads on its first opening, the plan
// dialogs once the page is up (docs/decisions/0021-offline-app.md, "Bundle size").
const MenuDrawer = lazy(async () => ({ default: (await import('./menu-drawer')).MenuDrawer }));
const PlanDialogs = lazy(async () => ({ default: (await import('./plan-dialogs')).PlanDialogs }));

/**
 * Spec §2 "App shell": the sidebar (16rem, or 3rem of icons when collapsed; an 18rem drawer under 768 px),
 * the top bar and the page. The plan dialogs are mounted here once and opened by app events; an Offline
 * banner shows above the top bar without a connection; the command palette and the shortcuts dialog open
 * from the keyboard anywhere in the app.
 */
export function AppLayout() {
  const { isExpanded, toggle } = useSidebarState();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [hasOpenedDrawer, setHasOpenedDrawer] = useState(false);
  const arePlanDialogsWanted = usePlanDialogsWanted();
  const openDrawer = () => {
    setHasOpenedDrawer(true);
    setIsDrawerOpen(true);
  };

  // Offline use (docs/decisions/0021-offline-app.md): the service worker is registered once the app is up and
  // the browser is idle, from a chunk of its own, so the first screen waits for none of it.
  useEffect(() => whenIdle(() => void import('../register-offline').then(({ registerOffline }) => registerOffline()).catch(() => undefined)), []);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh">
        <aside
          aria-label="Sidebar"
          className={cn(
            'sticky top-0 hidden h-dvh shrink-0 overflow-hidden border-r bg-card transition-[width] duration-200 ease-out md:block',
            isExpanded ? 'w-64' : 'w-12',
          )}
        >
          <SidebarContent isCollapsed={!isExpanded} />
        </aside>

        {hasOpenedDrawer && (
          <Suspense>
            <MenuDrawer isOpen={isDrawerOpen} onOpenChange={setIsDrawerOpen} />
          </Suspense>
        )}

        <div className="flex min-w-0 flex-1 flex-col">
          <OfflineBanner />
          <AppTopBar isSidebarExpanded={isExpanded} onToggleSidebar={toggle} onOpenMenu={openDrawer} />
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-[1600px] flex-1 px-4 py-6 focus:outline-none sm:px-6 md:py-8 lg:px-8">
            <Outlet />
          </main>
        </div>
      </div>
      {arePlanDialogsWanted && (
        <Suspense>
          <PlanDialogs />
        </Suspense>
      )}
      <CommandPaletteHost />
    </>
  );
}

/**
 * True once the browser is idle, or at once when something asks for the upgrade dialog before then (the
 * request waits in app-events until the dialog listens, as a limit reached does).
 */
function usePlanDialogsWanted(): boolean {
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    if (isWanted) return;
    const want = () => setIsWanted(true);
    // The raw event, not onOpenUpgradeDialog: listening here must not count as the dialog listening.
    window.addEventListener(OPEN_UPGRADE_DIALOG, want);
    const cancelIdle = whenIdle(want);
    return () => {
      window.removeEventListener(OPEN_UPGRADE_DIALOG, want);
      cancelIdle();
    };
  }, [isWanted]);
  return isWanted;
}
