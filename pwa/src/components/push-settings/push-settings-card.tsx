// My Profile's "Notifications": whether this device gets notifications (on, off, blocked by the
// browser, or not possible here, each with what to do), the button that asks for them (the only
// place the app ever asks), and one switch per moment, saved for the resident on every device.
import { BellOff, BellRing } from 'lucide-react';
import { PUSH_MOMENT_LABELS, PUSH_MOMENTS, type PushMoment } from '@hostel/shared-schema';
import { isServerAnswer } from '../../lib/server-query';
import { OnlineOnlyButton } from '../sync';
import { Button, Card, Skeleton, Switch, toast } from '../ui';
import type { PushDeviceState } from '../../lib/push/push-device';
import { usePushNotifications } from './use-push-notifications';
import './push-settings-card.css';

/** What each device state says, and what the resident can do about it. */
const DEVICE_TEXTS: Record<PushDeviceState, { status: string; help: string }> = {
  on: {
    status: 'Notifications are on for this device.',
    help: 'Choose below which moments you hear about.',
  },
  off: {
    status: 'Notifications are off on this device.',
    help: 'Turn them on to hear about your meals even when the app is closed. Your browser will ask you to allow them.',
  },
  blocked: {
    status: 'Notifications are blocked by your browser.',
    help: "To allow them, open this site's settings in your browser (the icon beside the address), set Notifications to Allow, then reload this page.",
  },
  'needs-home-screen': {
    status: 'Notifications need the app on your home screen.',
    help: 'On iPhone and iPad, tap Share, then Add to Home Screen. Open Hostel Meals from the home screen and turn notifications on here.',
  },
  unsupported: {
    status: 'This browser cannot show notifications from Hostel Meals.',
    help: 'Use a recent Chrome, Edge, Firefox or Safari, or the app installed on your home screen.',
  },
};

const HINTS: Partial<Record<PushMoment, string>> = {
  refusedWrite: 'For example a skip that reached the kitchen after the cut-off, with the reason',
  cutoffReminder: "An hour before the first cut-off of tomorrow's meals",
  chatAnswer: 'Only when the app is not open',
};

export function PushSettingsCard() {
  const push = usePushNotifications();
  const texts = push.device && DEVICE_TEXTS[push.device];

  const act = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (error) {
      toast.error(isServerAnswer(error) ? error.message : 'Something went Wrong');
    }
  };

  return (
    <Card as="section" className="push-settings" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title" className="push-settings__title">
        Notifications
      </h2>
      {!texts ? (
        <Skeleton height={44} />
      ) : (
        <div className="push-settings__device" data-state={push.device}>
          {push.device === 'on' ? (
            <BellRing aria-hidden size={20} />
          ) : (
            <BellOff aria-hidden size={20} />
          )}
          <div className="push-settings__text">
            <p className="push-settings__status" role="status">
              {texts.status}
            </p>
            <p className="muted">{texts.help}</p>
          </div>
          {push.device === 'off' && (
            <OnlineOnlyButton loading={push.busy} onClick={() => void act(push.turnOn)}>
              Turn on notifications
            </OnlineOnlyButton>
          )}
          {push.device === 'on' && (
            <Button variant="secondary" loading={push.busy} onClick={() => void act(push.turnOff)}>
              Turn off on this device
            </Button>
          )}
        </div>
      )}
      <fieldset className="push-settings__moments" disabled={!push.settings || push.saving}>
        <legend className="push-settings__legend">Tell me when</legend>
        <p className="push-settings__scope muted">
          Saved for your account: they apply on each device where notifications are on.
        </p>
        {PUSH_MOMENTS.map((moment) => (
          <Switch
            key={moment}
            name={moment}
            label={PUSH_MOMENT_LABELS[moment]}
            hint={HINTS[moment]}
            checked={push.settings?.[moment] ?? false}
            disabled={!push.settings || push.saving}
            onCheckedChange={(checked) => {
              if (!push.settings) return;
              void act(async () => {
                await push.saveSettings({ ...push.settings!, [moment]: checked });
              });
            }}
          />
        ))}
      </fieldset>
    </Card>
  );
}
