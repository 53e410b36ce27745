// The image URLs of the meals and upcoming meals on this device (the engine's mealImageUrls
// stream, engine/image-urls.ts), for the image prefetch; none until the data layer opens.
import { filter, map, type Observable } from 'rxjs';
import { watch } from './engine/watch';

export function mealImageUrls$(): Observable<string[]> {
  return watch('mealImageUrls', {}).pipe(
    filter((answer) => 'value' in answer),
    map((answer) => answer.value),
  );
}
