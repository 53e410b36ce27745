// "Counter" in the admin dashboard (beyond the spec; docs/decisions/0230-the-meal-pass-signed-day-passes-and-one-time-codes.md,
// 0232-what-a-counter-keeps-offline.md, 0233-servings-exactly-once-per-resident-and-slot.md):
// turns this device into a meal counter. It scans a pass with the camera or takes its typed code,
// verifies it with no network against the day's list kept on the device, answers big and clear,
// and records the serving in the synced `servings` collection, pushed when the server can be
// reached. A second scan of a resident for the slot on this counter is refused at once.
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { Camera, CameraOff } from 'lucide-react';
import { dayLabel, MEAL_TYPES, type MealType, type Serving } from '@hostel/shared-schema';
import { useAuth } from '../../../app/auth';
import { SLOT_LABELS } from '../../../components/menu-slots/slot-view';
import { Button, Card, Input } from '../../../components/ui';
import { send, useSyncStatus, useWatch } from '../../../db';
import { counterId } from '../../../lib/meal-pass/device-store';
import { SERVING_WINDOW_MS } from '../../../lib/meal-pass/serving-slot';
import { useNow } from '../../../lib/meal-pass/use-now';
import { usePageTitle } from '../../../lib/use-page-title';
import '../../../components/dashboard/dashboard-page.css';
import { VerdictPanel } from '../components/verdict-panel';
import { judge, type CounterVerdict } from '../counter-verdict';
import { useCounterDay } from '../hooks/use-counter-day';
import { useQrCamera, type CameraState } from '../hooks/use-qr-camera';
import './counter.css';

const CAMERA_NOTES: Partial<Record<CameraState, string>> = {
  starting: 'Starting the camera…',
  denied: 'The camera is not allowed: allow it in the browser, or type the code.',
  unavailable: 'No camera here: type the code.',
};

const NO_SERVINGS: Serving[] = [];

export function CounterPage() {
  usePageTitle('Counter');
  const { user } = useAuth();
  const now = useNow(15_000);
  const { kept, fetching, offline } = useCounterDay(user?.email, now);
  const list = kept?.answer;
  const offset = kept?.offset ?? 0;
  const [chosen, setChosen] = useState<MealType | undefined>(undefined);
  const current = useMemo(() => {
    if (!list) return undefined;
    const at = now + offset;
    return (
      list.slots.find((slot) => slot.servesAt + SERVING_WINDOW_MS > at)?.slot ??
      list.slots.at(-1)?.slot
    );
  }, [list, now, offset]);
  const slot = chosen ?? current ?? MEAL_TYPES[0];
  const [verdict, setVerdict] = useState<CounterVerdict | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const [cameraOn, setCameraOn] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // This device's and the pulled servings of the slot, in scan order (none before the list).
  const { value: servings } = useWatch(
    'slotServings',
    { date: list?.date ?? '', slot: list ? slot : undefined },
    NO_SERVINGS,
  );
  const { pendingKeys, online } = useSyncStatus();
  const waiting = [...pendingKeys].filter((key) => key.startsWith('servings:')).length;
  const served = new Set(servings.filter((item) => !item.duplicate).map((item) => item.residentId));
  const duplicates = servings.filter((item) => item.duplicate).length;

  const check = useCallback(
    async (input: string) => {
      if (!list) return;
      const scannedAt = Date.now();
      const answer = await judge(input, list, slot, scannedAt + offset, (resident) =>
        send('recordServing', {
          counterId: counterId(),
          residentId: resident.id,
          date: list.date,
          slot,
          scannedAt,
          clockOffset: offset,
        }),
      ).catch((error: unknown) => ({
        ok: false as const,
        reason: 'unknown' as const,
        text: (error as Error).message,
      }));
      setVerdict(answer);
    },
    [list, slot, offset],
  );

  const camera = useQrCamera(video, cameraOn && Boolean(list), (text) => void check(text));

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return;
    void check(typed);
    setTyped('');
  };

  if (!list) {
    return (
      <div className="dash-page counter">
        <h1 className="dash-page__title">Counter</h1>
        <Card role="status">
          {fetching
            ? 'Fetching the day’s list…'
            : 'This counter has no list of the day yet: connect to the network once to fetch it.'}
        </Card>
      </div>
    );
  }

  return (
    <div className="dash-page counter">
      <h1 className="dash-page__title">Counter</h1>
      <p className="counter__day">
        <span>
          {dayLabel(list.date)} · {list.residents.length} residents covered
        </span>
        <span className={offline || !online ? 'counter__net counter__net--off' : 'counter__net'}>
          {offline || !online ? 'Offline: verifying on this device' : 'Online'}
          {waiting > 0 && ` · ${waiting} waiting to sync`}
        </span>
      </p>
      <div className="counter__slots" role="radiogroup" aria-label="Slot served">
        {list.slots.map(({ slot: item }) => (
          <button
            key={item}
            type="button"
            role="radio"
            aria-checked={item === slot}
            className={item === slot ? 'counter__slot counter__slot--on' : 'counter__slot'}
            onClick={() => {
              setChosen(item);
              setVerdict(undefined);
            }}
          >
            {SLOT_LABELS[item]}
          </button>
        ))}
      </div>
      <div className="counter__grid">
        <VerdictPanel verdict={verdict} />
        <div className="counter__inputs">
          <div className="counter__camera">
            <video
              ref={video}
              className={cameraOn ? 'counter__video' : 'counter__video counter__video--off'}
              muted
              playsInline
              aria-label="Camera"
            />
            <Button
              variant={cameraOn ? 'secondary' : 'primary'}
              icon={
                cameraOn ? <CameraOff aria-hidden size={18} /> : <Camera aria-hidden size={18} />
              }
              onClick={() => setCameraOn((on) => !on)}
              block
            >
              {cameraOn ? 'Stop camera' : 'Scan with camera'}
            </Button>
            {cameraOn && CAMERA_NOTES[camera] && (
              <p className="muted counter__note" role="status">
                {CAMERA_NOTES[camera]}
              </p>
            )}
          </div>
          <form className="counter__typed" onSubmit={submitTyped}>
            <Input
              label="Typed code"
              inputMode="numeric"
              autoComplete="off"
              placeholder="482 093517"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button type="submit">Check</Button>
          </form>
          <p className="counter__counts" aria-live="polite">
            {SLOT_LABELS[slot]}: <strong>{served.size}</strong> served
            {duplicates > 0 && (
              <>
                {' '}
                · <strong>{duplicates}</strong> duplicate{duplicates === 1 ? '' : 's'}
              </>
            )}
          </p>
        </div>
      </div>
    </div>
  );
}
