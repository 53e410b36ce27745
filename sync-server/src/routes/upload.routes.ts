// Images: POST /upload stores a checked JPEG, PNG or WebP (locally, or on the image host when
// IMAGE_HOST=imgbb) and answers `data.display_url`, like the image host the spec's client knows.
// GET /uploads/:name serves stored images with a long, immutable cache (names are never reused,
// so a URL's bytes never change).
import { createReadStream } from 'node:fs';
import { ENDPOINTS } from '@hostel/shared-schema';
import type { AppContext, AppRouter, Deps } from '../http/context';
import { notFound } from '../http/errors';
import { mountEndpoint } from '../http/mount-endpoint';
import { multipartBody } from '../uploads/multipart-body';
import { takePoint } from '../http/limiters';
import { writeLimitsOf } from '../http/write-limits';
import { resolveUpload } from '../uploads/image-store';
import { publishImage } from '../uploads/publish-image';
import { discardUploadsAfter, notAnImage, takeImageFile } from '../uploads/multipart-image';

export function registerUploadRoutes(router: AppRouter, deps: Deps): void {
  const { config } = deps;
  const limits = writeLimitsOf(deps);
  mountEndpoint(
    router,
    ENDPOINTS.upload,
    async (ctx) => {
      const image = await takeImageFile(ctx);
      if (!image) throw notAnImage();
      const { displayUrl } = await publishImage(config, image);
      return { data: { display_url: displayUrl } };
    },
    {
      before: [multipartBody(config), discardUploadsAfter],
      guard: (_ctx, user) => takePoint(limits.uploads, user!.id, 'Too many uploads.'),
    },
  );

  // Not an API call of the catalogue: the stored image files themselves (spec's image URLs).

  router.get('/uploads/:name', (ctx: AppContext) => {
    const found = resolveUpload(config, ctx.params.name ?? '');
    if (!found) throw notFound('Image');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Seeded SVGs are images only: no script of theirs may run if one is opened directly.
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    ctx.type = found.contentType;
    ctx.length = found.size;
    ctx.body = createReadStream(found.file);
  });
}
