// The one-time password-reset link an admin issued for a resident (no e-mail configured): the
// whole link to copy and hand over in person or in chat, until when it works, and that the
// resident sees it in their profile's log.
import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { AdminResetLink, UserDoc } from '@hostel/shared-schema';
import { Button, Dialog, Input } from '../../../components/ui';
import { formatClock, formatDate } from '../../../lib/format';

export function ResetLinkDialog({
  issued,
  onClose,
}: {
  issued: { user: UserDoc; link: AdminResetLink } | undefined;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const url = issued ? new URL(issued.link.path, window.location.origin).href : '';
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Dialog
      open={issued !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
      title="Password reset link"
      description={
        issued &&
        `For ${issued.user.name}. It works once, until ${formatDate(issued.link.expiresAt)}, ${formatClock(issued.link.expiresAt)}. Hand it over in person or in chat: ${issued.user.name} sees it in their profile's log.`
      }
    >
      <div className="admin-reset-link">
        <Input
          label="Link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant="secondary"
          icon={<Copy aria-hidden size={16} />}
          onClick={() => void copy()}
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </Dialog>
  );
}
