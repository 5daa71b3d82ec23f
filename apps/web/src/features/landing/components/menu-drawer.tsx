import { useRef, useState, type MouseEvent } from 'react';
import { MenuIcon, XIcon } from '../../../components/ui/app-icons';
import { buttonClassName } from '../../../components/ui/button-styles';
import { Logo } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';
import { headerSections } from '../header-sections';
import { PageLink } from './page-link';
import { SectionLink } from './section-link';

const iconButton =
  'grid size-10 shrink-0 cursor-pointer place-items-center rounded-lg text-muted-foreground transition-colors hover:bg-muted hover:text-foreground';

/**
 * Spec §2: under 768 px the header's menu lives in a side drawer. A native modal <dialog> rather than
 * Radix: the browser keeps focus inside, closes it on Escape, makes the page behind inert and returns
 * focus to the menu button, and the landing page loads no dialog library.
 */
export function MenuDrawer() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);

  function open() {
    dialogRef.current?.showModal();
    setIsOpen(true);
  }
  function close() {
    dialogRef.current?.close();
  }
  // A click on the dimmed backdrop lands on the <dialog> itself; clicks on the panel land on its content.
  function handleDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  return (
    <>
      <button type="button" aria-label="Open menu" aria-expanded={isOpen} aria-haspopup="dialog" onClick={open} className={cn(iconButton, 'md:hidden')}>
        <MenuIcon className="size-5" />
      </button>
      <dialog
        ref={dialogRef}
        aria-label="Menu"
        onClose={() => setIsOpen(false)}
        onClick={handleDialogClick}
        className={cn(
          'fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-dvh w-72 max-w-[85vw] border-r bg-card p-0 text-card-foreground shadow-xl',
          'backdrop:bg-black/50 backdrop:backdrop-blur-[2px]',
          'transition-transform duration-200 ease-out starting:open:-translate-x-full',
        )}
      >
        <div className="flex h-full flex-col gap-6 p-4">
          <div className="flex items-center justify-between">
            <PageLink to="/" onClick={close} className="flex items-center rounded-lg" aria-label="PromptNest home">
              <Logo />
            </PageLink>
            <button type="button" aria-label="Close menu" onClick={close} className={iconButton}>
              <XIcon className="size-5" />
            </button>
          </div>
          <nav aria-label="Sections">
            <ul className="grid gap-1">
              {headerSections.map((section) => (
                <li key={section.id}>
                  <SectionLink
                    to={section.id}
                    onFollow={close}
                    className="flex h-11 items-center rounded-lg px-3 text-base font-medium transition-colors hover:bg-muted"
                  >
                    {section.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-auto grid gap-2">
            <PageLink to="/auth?tab=signin" onClick={close} className={buttonClassName('outline', 'lg')}>
              Login
            </PageLink>
            <PageLink to="/auth?tab=signup" onClick={close} className={buttonClassName('primary', 'lg')}>
              Sign Up
            </PageLink>
          </div>
        </div>
      </dialog>
    </>
  );
}
