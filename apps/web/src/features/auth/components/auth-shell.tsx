import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { ArrowLeftIcon } from '../../../components/ui/app-icons';
import { Logo } from '../../../components/ui/logo';
import { ThemeToggle } from '../../../components/ui/theme-toggle';

interface AuthShellProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The auth screen's frame: Back to home, the logo, and a centred card with the page's h1. */
export function AuthShell({ title, description, children }: AuthShellProps) {
  const navigate = useNavigate();
  return (
    <div className="relative min-h-dvh overflow-hidden bg-background">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 h-96 bg-linear-to-br from-brand-from/20 via-brand-to/15 to-transparent blur-3xl"
      />
      <div className="relative mx-auto flex min-h-dvh w-full max-w-md flex-col px-4 py-6 sm:py-10">
        <div className="flex items-center justify-between">
          <Button variant="ghost" size="sm" className="-ml-2" onClick={() => void navigate('/')}>
            <ArrowLeftIcon />
            Back
          </Button>
          <ThemeToggle className="-mr-2" />
        </div>
        <main className="flex flex-1 flex-col justify-center gap-6 py-6">
          <Logo className="self-center" />
          <Card>
            <CardHeader className="text-center">
              <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
              {description && <CardDescription>{description}</CardDescription>}
            </CardHeader>
            <CardContent>{children}</CardContent>
          </Card>
        </main>
      </div>
    </div>
  );
}
