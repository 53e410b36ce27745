// BusyDialog: a modal spinner while an action runs (spec §4: "a spinner modal while the call
// runs", e.g. deleting a meal). It cannot be dismissed; close it by setting `open` false.
import { Dialog as RadixDialog } from 'radix-ui';
import { Spinner } from './spinner';
import './dialog.css';

export function BusyDialog({ open, label = 'Working…' }: { open: boolean; label?: string }) {
  return (
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-overlay" />
        <RadixDialog.Content
          className="ui-dialog ui-dialog--sm ui-busy"
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <RadixDialog.Title className="visually-hidden">{label}</RadixDialog.Title>
          <Spinner size={48} label={label} />
          <p className="ui-busy__label">{label}</p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
