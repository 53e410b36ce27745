// The signed-in user's skipped meals on the device (their own; written offline, one at a time
// or a whole "I'm away" range, and pushed when the server can be reached, which judges the
// cut-off). A conflict: like likes, the last edit to reach the server wins (its state and its
// range label), unless the server refused it (too late, no package): then the server's state
// stands and the reason is shown.
import { map } from 'rxjs';
import {
  skipId,
  type HostelSettings,
  type MealType,
  type RangeSlot,
  type Skip,
} from '@hostel/shared-schema';
import { conflictHandler, engineCollection } from '../engine-collection';
import type { NoArgs, WaitingState } from '../engine/api';
import { forUser, ownDocument, plain } from '../engine/stream-queries';
import * as skipRangeWrites from '../skip-range-writes';
import type { RangeUndo, RangeWrite } from '../skip-range-writes';
import * as skipWrites from '../skip-writes';

declare module '../engine/api' {
  interface EngineRequests {
    setSkip: { args: { date: string; slot: MealType; skipped: boolean }; answer: void };
    skipRange: { args: { slots: RangeSlot[]; rangeId: string }; answer: RangeWrite };
    undoSkipRange: {
      args: { rangeId: string; settings: Pick<HostelSettings, 'timeZone' | 'slots'>; now: number };
      answer: RangeUndo;
    };
  }
  interface EngineStreams {
    /** The signed-in user's skips (undone ones too), newest date first (none while signed out). */
    mySkips: { args: NoArgs; value: Skip[] };
    /** Whether the signed-in user skips a slot, and whether that still waits. */
    skipState: {
      args: { date: string; slot: MealType };
      value: WaitingState<{ skipped: boolean }>;
    };
    /** Whether each of these skip documents (those on the device) says skipped. */
    skipped: { args: { ids: string[] }; value: [string, boolean][] };
  }
}

export default engineCollection('skips', {
  editable: ['skipped'],
  conflict: (context) =>
    conflictHandler<Skip>(async ({ newDocumentState, realMasterState }) => {
      if (context.takeRefused('skips', realMasterState._id)) return realMasterState;
      if (realMasterState._deleted) return realMasterState;
      // The server already holds the wanted state (say, skipped on another device): it stays as
      // it is, label included, so an away range never claims a skip made on its own.
      if (realMasterState.skipped === newDocumentState.skipped) return realMasterState;
      const { rangeId: _serverLabel, ...server } = realMasterState;
      const { rangeId } = newDocumentState;
      return { ...server, skipped: newDocumentState.skipped, ...(rangeId ? { rangeId } : {}) };
    }),
  requests: {
    setSkip: (layer, { date, slot, skipped }) => skipWrites.setSkip(layer, date, slot, skipped),
    skipRange: (layer, { slots, rangeId }) => skipRangeWrites.skipRange(layer, slots, rangeId),
    undoSkipRange: (layer, { rangeId, settings, now }) =>
      skipRangeWrites.undoSkipRange(layer, rangeId, settings, now),
  },
  streams: {
    mySkips: (layer) =>
      forUser(
        layer,
        ({ email }) =>
          layer.db.skips
            .find({ selector: { email }, sort: [{ date: 'desc' }, { _id: 'asc' }] })
            .$.pipe(map(plain<Skip>)),
        [],
      ),
    skipState: (layer, { date, slot }) =>
      ownDocument(
        layer,
        'skips',
        (email) => skipId(date, slot, email),
        (id) =>
          layer.db.skips.findOne(id).$.pipe(map((doc) => ({ skipped: Boolean(doc?.skipped) }))),
        { skipped: false },
      ),
    skipped: (layer, { ids }) =>
      layer.db.skips
        .findByIds(ids)
        .$.pipe(
          map((found) => [...found].map(([id, doc]) => [id, doc.skipped] as [string, boolean])),
        ),
  },
});
