import { Dialog as DialogPrimitive, VisuallyHidden } from 'radix-ui';
import { DrawerContent } from '../../components/ui/dialog';
import { SidebarContent } from '../../features/prompts/components/sidebar-content';

interface MenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The sidebar as an 18rem drawer under 768 px (spec §2 "App shell"). Loaded when first opened. */
export function MenuDrawer({ isOpen, onOpenChange }: MenuDrawerProps) {
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={onOpenChange}>
      <DrawerContent aria-describedby={undefined}>
        <VisuallyHidden.Root asChild>
          <DialogPrimitive.Title>Menu</DialogPrimitive.Title>
        </VisuallyHidden.Root>
        <SidebarContent onNavigate={() => onOpenChange(false)} />
      </DrawerContent>
    </DialogPrimitive.Root>
  );
}
