// A modal spinner while a destructive call runs (spec §4 "Delete meal": a spinner modal).
import { Dialog as RadixDialog } from 'radix-ui';
import { Spinner } from '../../../components/ui';
import '../../../components/ui/dialog.css';

export function BusyDialog({ open, label }: { open: boolean; label: string }) {
  return (
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-overlay" />
        <RadixDialog.Content
          className="ui-dialog ui-dialog--sm admin-busy"
          aria-describedby={undefined}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <RadixDialog.Title className="ui-dialog__title">{label}</RadixDialog.Title>
          <Spinner size={40} label={label} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
