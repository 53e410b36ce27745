// The registration photo rule of spec §5: required, and one of jpg, jpeg, png, webp.
import { ACCEPTED_IMAGE_EXTENSIONS, VALIDATION } from '@hostel/shared-schema';

/** For the file picker's `accept`: extensions and their MIME types. */
export const IMAGE_ACCEPT = [
  ...ACCEPTED_IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
  'image/jpeg',
  'image/png',
  'image/webp',
].join(',');

export function imageFileError(file: File | null | undefined): string | undefined {
  if (!file) return VALIDATION.imageRequired;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) {
    return VALIDATION.fileNotImage;
  }
  return undefined;
}
