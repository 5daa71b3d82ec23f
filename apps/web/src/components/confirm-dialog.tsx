import { lazy } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-panel';
import { OnDemand } from './on-demand';

const ConfirmDialogPanel = lazy(() => import('./confirm-dialog-panel'));

/** A modal question with two answers; its code loads the first time it opens (components/on-demand.tsx). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <OnDemand when={props.open}>
      <ConfirmDialogPanel {...props} />
    </OnDemand>
  );
}
