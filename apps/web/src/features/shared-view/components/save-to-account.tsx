import type { SessionUser } from '@promptnest/core';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/ui/app-icons';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { ClockIcon } from '../../../components/ui/app-icons';
import { authPathToSave } from '../texts';

interface SaveToAccountProps {
  shareId: string;
  /** undefined while the session loads; null when signed out. */
  user: SessionUser | null | undefined;
  onSave: () => void;
  isSaving: boolean;
  isSaved: boolean;
}

/** The bottom action: save to the library, wait for approval, or sign up / in to save. */
export function SaveToAccount({ shareId, user, onSave, isSaving, isSaved }: SaveToAccountProps) {
  if (user === undefined) return null;

  if (user === null) {
    return (
      <Card className="grid gap-4 p-5 sm:flex sm:items-center sm:justify-between sm:p-6">
        <div className="grid gap-1">
          <h2 className="font-semibold">Keep this prompt</h2>
          <p className="text-sm text-muted-foreground">Save it to your own PromptNest library to reuse and edit it.</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={authPathToSave(shareId, 'signup')} className={buttonClassName('primary')}>
            Join Free &amp; Save
          </Link>
          <Link to={authPathToSave(shareId, 'signin')} className={buttonClassName('outline')}>
            Sign In to Save
          </Link>
        </div>
      </Card>
    );
  }

  if (!user.approved) {
    return (
      <Card className="flex items-start gap-3 p-5 text-sm sm:p-6">
        <ClockIcon className="mt-0.5 size-5 text-muted-foreground" />
        <p>
          <span className="font-medium">Your account is awaiting approval.</span>{' '}
          <span className="text-muted-foreground">You can save prompts to your library once an administrator approves it.</span>
        </p>
      </Card>
    );
  }

  return (
    <Card className="grid gap-4 p-5 sm:flex sm:items-center sm:justify-between sm:p-6">
      <div className="grid gap-1">
        <h2 className="font-semibold">Keep this prompt</h2>
        <p className="text-sm text-muted-foreground">A copy goes to your library, crediting where it came from.</p>
      </div>
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
        {isSaved && (
          <Link to="/app" className={buttonClassName('link')}>
            <CheckIcon /> View in My Prompts
          </Link>
        )}
        <Button onClick={onSave} isLoading={isSaving}>
          {isSaving ? 'Saving...' : 'Save to My Account'}
        </Button>
      </div>
    </Card>
  );
}
