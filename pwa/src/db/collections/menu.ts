// The menu on the device (public, pulled only; the server's state wins a conflict): the slots
// of a range of dates, with whether the menu's first pull is in (a screen says "Not planned
// yet" only once it is).
import type { MenuSlot } from '@hostel/shared-schema';
import { engineCollection } from '../engine-collection';
import type { FirstPulled } from '../engine/api';
import { plain, withFirstPull } from '../engine/stream-queries';

declare module '../engine/api' {
  interface EngineStreams {
    /** Menu slots from one date to another, inclusive, and whether the menu's first pull is in. */
    menuRange: { args: { from: string; to: string }; value: FirstPulled<MenuSlot[]> };
  }
}

export default engineCollection('menu', {
  streams: {
    menuRange: (layer, { from: first, to: last }) =>
      withFirstPull(
        layer,
        'menu',
        layer.db.menu.find({ selector: { date: { $gte: first, $lte: last } } }),
        plain<MenuSlot>,
      ),
  },
});
