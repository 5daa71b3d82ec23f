import { OnDemandFeedbackDialog } from '../../../components/on-demand-feedback-dialog';
import { MessageIcon } from '../../../components/ui/app-icons';
import { Logo } from '../../../components/ui/logo';
import { PageLink } from './page-link';
import { SectionLink } from './section-link';

const linkClassName = 'inline-flex items-center rounded text-muted-foreground pointer-coarse:min-h-10 max-sm:min-h-10 transition-colors hover:text-foreground';
const feedbackClassName = `${linkClassName} cursor-pointer items-center gap-1.5`;

/** Spec §2: the footer, with the feedback dialog (an e-mail contact) and the spec's 2024 copyright. */
export function LandingFooter() {
  return (
    <footer className="border-t bg-muted/40 px-4 py-12 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 md:flex-row md:items-start md:justify-between">
        <div className="grid max-w-xs gap-3">
          <PageLink to="/" className="justify-self-start rounded-lg" aria-label="PromptNest home">
            <Logo />
          </PageLink>
          <p className="text-sm text-muted-foreground">A home for the prompts you rely on, looked after by Pip.</p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-x-12 gap-y-3 text-sm sm:grid-cols-3">
          <SectionLink to="features" className={linkClassName}>Features</SectionLink>
          <SectionLink to="pricing" className={linkClassName}>Pricing</SectionLink>
          <SectionLink to="faq" className={linkClassName}>FAQ</SectionLink>
          {/* The header's words ('Login', 'Sign Up'), so the same place has one name everywhere. */}
          <PageLink to="/auth?tab=signin" className={linkClassName}>Login</PageLink>
          <PageLink to="/auth?tab=signup" className={linkClassName}>Sign Up</PageLink>
          <span>
            <OnDemandFeedbackDialog triggerClassName={feedbackClassName}>
              <MessageIcon />
              Feedback
            </OnDemandFeedbackDialog>
          </span>
        </nav>
      </div>
      <p className="mx-auto mt-10 max-w-6xl border-t pt-6 text-sm text-muted-foreground">© 2024 PromptNest. Made with care, and a few feathers.</p>
    </footer>
  );
}
