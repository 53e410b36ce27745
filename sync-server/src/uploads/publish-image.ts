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
