// Where a checked image goes: local storage under UPLOADS_DIR (the default) or the image
// host when IMAGE_HOST=imgbb. Register and /upload both call this; `discard` undoes a local
// store when the write it belonged to fails (a hosted image cannot be taken back).
import type { Config } from '../config';
import { removeImage, storeImage } from './image-store';
import { IMGBB_ENDPOINT, uploadToImgbb } from './imgbb';
import type { CheckedImage } from './multipart-image';

export type PublishedImage = { displayUrl: string; discard: () => Promise<void> };

export async function publishImage(
  config: Pick<Config, 'uploadsDir' | 'imageHost' | 'imgbbApiKey'>,
  image: CheckedImage,
  imgbbEndpoint: string = IMGBB_ENDPOINT,
): Promise<PublishedImage> {
  if (config.imageHost === 'imgbb' && config.imgbbApiKey) {
    const displayUrl = await uploadToImgbb(image, config.imgbbApiKey, imgbbEndpoint);
    return { displayUrl, discard: async () => undefined };
  }
  const { name, displayUrl } = await storeImage(config, image.bytes, image.kind);
  return { displayUrl, discard: () => removeImage(config, name) };
}

/**
 * Publishes `image` (when there is one), then runs `write` with its display URL; when `write`
 * fails the image is discarded, so a refused write leaves no stray file behind.
 */
export async function withPublishedImage<T>(
  config: Pick<Config, 'uploadsDir' | 'imageHost' | 'imgbbApiKey'>,
  image: CheckedImage | undefined,
  write: (displayUrl: string | undefined) => Promise<T>,
): Promise<T> {
  const published = image ? await publishImage(config, image) : undefined;
  try {
    return await write(published?.displayUrl);
  } catch (error) {
    await published?.discard();
    throw error;
  }
}
