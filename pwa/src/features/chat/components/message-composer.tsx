// The text box and Send button of a chat (spec §2, §4 "Chat"). Spec §5: no check for an empty
// message — a click on Send sends whatever is in the box. Only Enter in an empty (or blank) box is
// ignored, so a stray keypress does not post an empty bubble. The box is cleared once the message
// is stored; on failure the text stays for another try.
import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGES } from '@hostel/shared-schema';
import { OnlineOnlyButton, useOnline } from '../../../components/sync';
import { Input } from '../../../components/ui';

export type MessageComposerProps = {
  /** Sends the text; resolves true when stored (the box is then cleared). */
  onSend: (text: string) => Promise<boolean>;
  disabled?: boolean;
};

export function MessageComposer({ onSend, disabled }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const online = useOnline();
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || disabled || !online) return;
    setSending(true);
    try {
      if (await onSend(text)) setText('');
    } finally {
      setSending(false);
      formRef.current?.querySelector('input')?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && text.trim() === '') event.preventDefault();
  }

  return (
    <form ref={formRef} className="chat-composer" onSubmit={(event) => void submit(event)}>
      <Input
        label="Message"
        hideLabel
        className="chat-composer__field"
        placeholder={MESSAGES.chatPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        autoComplete="off"
        disabled={disabled}
      />
      <OnlineOnlyButton
        type="submit"
        loading={sending}
        disabled={disabled}
        icon={<SendHorizontal aria-hidden size={18} />}
      >
        Send
      </OnlineOnlyButton>
    </form>
  );
}
