import type { SessionUser } from '@promptnest/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { OnDemandFeedbackDialog } from '../../../components/on-demand-feedback-dialog';
import { MessageIcon, RefreshIcon } from '../../../components/ui/app-icons';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Button } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useCheckoutReturn } from '../hooks/use-checkout-return';
import { DangerZoneCard } from './danger-zone-card';
import { DataExportCard } from './data-export-card';
import { DataImportCard } from './data-import-card';
import { ProfileCard } from './profile-card';
import { SubscriptionCard } from './subscription-card';
import { UsageCard } from './usage-card';

// API keys, connecting an AI tool and the connected apps load beside the page's own cards, not before them.
const AiToolCards = lazy(() => import('./ai-tool-cards'));

interface AccountPageProps {
  user: SessionUser;
  /** The change-password form and Sign Out belong to the auth feature; the route hands them in. */
  passwordForm: ReactNode;
  signOutButton: ReactNode;
  /** The Admin Panel tab's content (admins only); the admin feature's panel, handed in by the route. */
  adminPanel?: ReactNode;
}

/** Spec §2 "Account page": the header, and the account cards (plus the Admin Panel tab for admins). */
export function AccountPage({ user, passwordForm, signOutButton, adminPanel }: AccountPageProps) {
  useCheckoutReturn();
  // Two columns from 1024 px (the profile beside the plan cards); on phones one. The Danger Zone closes the
  // spec's cards; API keys, connecting an AI tool and the apps connected go beyond the spec, so they come after all of
  // them and change none.
  const accountCards = (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <ProfileCard user={user} passwordForm={passwordForm} signOutButton={signOutButton} />
      <div className="grid gap-6">
        <SubscriptionCard />
        <UsageCard />
        <DataExportCard />
        <DataImportCard />
      </div>
      <div className="lg:col-span-2">
        <DangerZoneCard isAdmin={user.isAdmin} email={user.email} />
      </div>
      <Suspense fallback={<LoadingState className="lg:col-span-2" />}>
        <AiToolCards />
      </Suspense>
    </div>
  );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">Account Settings</h1>
          <p className="mt-1 text-sm text-muted-foreground">Your profile, plan, usage and data.</p>
        </div>
        <div className="flex gap-2">
          <OnDemandFeedbackDialog triggerClassName={buttonClassName('outline', 'md')}>
            <MessageIcon />
            Give Feedback
          </OnDemandFeedbackDialog>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshIcon />
            Refresh
          </Button>
        </div>
      </header>

      {/* A tab bar with a single tab is noise: only admins, who also have the Admin Panel, get one. */}
      {user.isAdmin && adminPanel ? (
        <Tabs defaultValue="account">
          <TabsList className="sm:w-auto">
            <TabsTrigger value="account">Account &amp; Subscription</TabsTrigger>
            <TabsTrigger value="admin">Admin Panel</TabsTrigger>
          </TabsList>
          <TabsContent value="account">{accountCards}</TabsContent>
          <TabsContent value="admin">{adminPanel}</TabsContent>
        </Tabs>
      ) : (
        accountCards
      )}
    </div>
  );
}
