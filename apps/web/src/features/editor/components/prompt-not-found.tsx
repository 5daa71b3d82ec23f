import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { AlertIcon } from '../../../components/ui/app-icons';
import { Pip } from '../../../components/pip';

interface PromptNotFoundProps {
  /** A load that failed for another reason than "not found": its message and a retry. */
  failure?: { message: string; retry: () => void };
}

/** The editor's page when its prompt does not exist (or is not the user's, or is in the trash). */
export function PromptNotFound({ failure }: PromptNotFoundProps) {
  return (
    <Card className="mx-auto mt-6 grid w-full max-w-md justify-items-center gap-3 p-8 text-center">
      {failure ? (
        <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          <AlertIcon className="size-6" />
        </span>
      ) : (
        <Pip label="Pip, peering into an empty nest" className="w-28" />
      )}
      <h1 className="text-xl font-semibold tracking-tight">{failure ? 'Could not load this prompt' : 'Prompt not found'}</h1>
      <p className="text-sm text-muted-foreground">
        {failure ? failure.message : "The prompt you're looking for doesn't exist."}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {failure && (
          <Button variant="outline" onClick={failure.retry}>
            Try again
          </Button>
        )}
        <Link to="/app" className={buttonClassName('primary')}>
          Back to All Prompts
        </Link>
      </div>
    </Card>
  );
}
