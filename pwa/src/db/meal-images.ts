// The image URLs of the meals and upcoming meals on this device (the engine's mealImageUrls
// stream, engine/image-urls.ts), for the image prefetch; none until the data layer opens.
import { of, switchMap, type Observable } from 'rxjs';
import { currentDataLayer$ } from './current-layer';
import { openStream } from './engine/streams';

export function mealImageUrls$(): Observable<string[]> {
  return currentDataLayer$.pipe(
    switchMap((layer) => (layer ? openStream(layer, 'mealImageUrls', {}) : of([]))),
  );
}
