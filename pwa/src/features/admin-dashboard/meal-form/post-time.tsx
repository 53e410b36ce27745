// Post Time (spec §2): display only, the current time as hours:minutes:seconds with AM or PM,
// ticking each second.
import { useEffect, useState } from 'react';
import { Input } from '../../../components/ui';
import { formatClock } from '../../../lib/format';

export function PostTimeField({ now = () => Date.now() }: { now?: () => number }) {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return <ReadOnlyField label="Post Time" value={formatClock(time)} />;
}

export function ReadOnlyField({ label, value }: { label: string; value: string | number }) {
  return <Input className="meal-form__readonly" label={label} value={value} readOnly />;
}
