import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Card } from '../../../components/ui/card';
import { AlertIcon } from '../../../components/ui/app-icons';
import { templateTexts } from '../texts';

interface TemplateNotFoundProps {
  /** A load that failed for another reason than "not found": its message and a retry. */
  failure?: { message: string; retry: () => void };
}

/** A missing template, someone else's, or a malformed id: all look the same. */
export function TemplateNotFound({ failure }: TemplateNotFoundProps) {
  return (
    <Card className="mx-auto mt-6 grid w-full max-w-md justify-items-center gap-3 p-8 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
        <AlertIcon className="size-6" />
      </span>
      <h1 className="text-xl font-semibold tracking-tight">{failure ? templateTexts.loadFailedTitle : templateTexts.notFoundTitle}</h1>
      <p className="text-sm text-muted-foreground">{failure ? failure.message : templateTexts.notFoundDescription}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        {failure && (
          <Button variant="outline" onClick={failure.retry}>
            Try again
          </Button>
        )}
        <Link to="/app/templates" className={buttonClassName('primary')}>
          Back to Templates
        </Link>
      </div>
    </Card>
  );
}
