import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { AlertIcon } from '../../../components/ui/app-icons';
import { cn } from '../../../lib/cn';

/** Spec §2: the link never existed, or its prompt is no longer shared. */
export function SharedPromptNotFound() {
  return (
    <Card className="mx-auto mt-6 grid w-full max-w-md justify-items-center gap-3 p-8 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <AlertIcon className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">Prompt Not Found</h1>
      <p className="text-sm text-muted-foreground">This shared prompt doesn&apos;t exist or is no longer available.</p>
      <Link to="/" className={cn(buttonClassName('primary', 'md'), 'mt-2')}>
        Go to Home
      </Link>
    </Card>
  );
}
