import { Dialog as DialogPrimitive, VisuallyHidden } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { LimitReachedDialog } from '../../components/limit-reached-dialog';
import { OfflineBanner } from '../../components/offline-banner';
import { DrawerContent } from '../../components/ui/dialog';
import { TooltipProvider } from '../../components/ui/tooltip';
import { UpgradeDialog } from '../../components/upgrade-dialog';
import { AppTopBar } from '../../features/prompts/components/app-top-bar';
import { SidebarContent } from '../../features/prompts/components/sidebar-content';
import { useSidebarState } from '../../features/prompts/hooks/use-sidebar-state';
import { cn } from '../../lib/cn';

/**
 * Spec §2 "App shell": the sidebar (16rem, or 3rem of icons when collapsed; an 18rem drawer under 768 px),
 * the top bar and the page. The plan dialogs are mounted here once and opened by app events.
 */
export function AppLayout() {
  const { isExpanded, toggle } = useSidebarState();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const closeDrawer = () => setIsDrawerOpen(false);

  // Offline use (docs/decisions/0021-offline-app.md): the service worker is registered once the app is up and
  // the browser is idle, from a chunk of its own, so the first screen waits for none of it.
  useEffect(() => {
    const register = () => void import('../register-offline').then(({ registerOffline }) => registerOffline()).catch(() => undefined);
    if (!('requestIdleCallback' in window)) {
      const id = setTimeout(register, 1000);
      return () => clearTimeout(id);
    }
    const id = window.requestIdleCallback(register, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }, []);

  return (
    <TooltipProvider delayDuration={300}>
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

        <DialogPrimitive.Root open={isDrawerOpen} onOpenChange={setIsDrawerOpen}>
          <DrawerContent aria-describedby={undefined}>
            <VisuallyHidden.Root asChild>
              <DialogPrimitive.Title>Menu</DialogPrimitive.Title>
            </VisuallyHidden.Root>
            <SidebarContent onNavigate={closeDrawer} />
          </DrawerContent>
        </DialogPrimitive.Root>

        <div className="flex min-w-0 flex-1 flex-col">
          <OfflineBanner />
          <AppTopBar isSidebarExpanded={isExpanded} onToggleSidebar={toggle} onOpenMenu={() => setIsDrawerOpen(true)} />
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-[1600px] flex-1 px-4 py-6 focus:outline-none sm:px-6 md:py-8 lg:px-8">
            <Outlet />
          </main>
        </div>
      </div>
      <LimitReachedDialog />
      <UpgradeDialog />
    </TooltipProvider>
  );
}
