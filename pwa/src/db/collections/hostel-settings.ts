// The hostel's settings on the device (public, one document, pulled only; the server's state
// wins a conflict): time zone, serving times, cut-offs, rebates.
import { map } from 'rxjs';
import { HOSTEL_SETTINGS_ID, type HostelSettings } from '@hostel/shared-schema';
import { engineCollection } from '../engine-collection';
import type { NoArgs } from '../engine/api';
import { one } from '../engine/stream-queries';

declare module '../engine/api' {
  interface EngineStreams {
    hostelSettings: { args: NoArgs; value: HostelSettings | null };
  }
}

export default engineCollection('hostel-settings', {
  streams: {
    hostelSettings: (layer) =>
      layer.db.hostelSettings.findOne(HOSTEL_SETTINGS_ID).$.pipe(map(one<HostelSettings>)),
  },
});
