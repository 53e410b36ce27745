// When a message was sent, as a list shows it: the time for today's ("14:05"), the date for
// older ones ("27th Nov"), in the viewer's own time.
import { ordinal } from '../../lib/format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function messageTime(at: number, now = Date.now()): string {
  const sent = new Date(at);
  const today = new Date(now);
  if (sent.toDateString() === today.toDateString()) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(sent.getHours())}:${pad(sent.getMinutes())}`;
  }
  return `${ordinal(sent.getDate())} ${MONTHS[sent.getMonth()]}`;
}
