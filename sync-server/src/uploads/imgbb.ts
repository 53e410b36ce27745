// The image-hosting service of spec §7 (ImgBB), used instead of local storage when
// IMAGE_HOST=imgbb: a multipart POST with field `image` and the API key in the query; the answer's
// `data.display_url` is the image's URL. The image is checked here first, exactly as for local
// storage, so the host never receives anything but a JPEG, PNG or WebP.
import { AppError } from '../http/errors';
import type { CheckedImage } from './multipart-image';

export const IMGBB_ENDPOINT = 'https://api.imgbb.com/1/upload';

type ImgbbAnswer = { data?: { display_url?: unknown } };

export async function uploadToImgbb(
  image: CheckedImage,
  apiKey: string,
  endpoint: string = IMGBB_ENDPOINT,
): Promise<string> {
  const url = new URL(endpoint);
  url.searchParams.set('key', apiKey);
  const form = new FormData();
  form.append(
    'image',
    new Blob([new Uint8Array(image.bytes)], { type: image.kind.mime }),
    `image.${image.kind.ext}`,
  );
  let answer: ImgbbAnswer | undefined;
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(20_000),
    });
    if (response.ok) answer = (await response.json()) as ImgbbAnswer;
  } catch {
    answer = undefined; // network failure or a body that is not JSON: reported below
  }
  const displayUrl = answer?.data?.display_url;
  if (typeof displayUrl !== 'string' || !/^https?:\/\//i.test(displayUrl)) {
    throw new AppError(502, 'image_host_failed', 'The image host did not accept the image');
  }
  return displayUrl;
}
