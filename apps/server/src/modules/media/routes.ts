import { errorResponseSchema, imageUploadResponseSchema, MAX_IMAGE_BYTES } from '@best-bikes/contract';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Invalid, NotFound, TooLarge } from '../../lib/errors';
import type { S3Media } from './s3';
import { IMMUTABLE, MEDIA_NAME, type MediaStore } from './storage';

const TOO_LARGE = 'The image is too large: the limit is 10 MB.';

/** Where /media/<name> is read from: a directory, or a bucket (streamed, or a redirect to its public URL). */
export type MediaSource =
  | { kind: 'disk'; dir: string }
  | { kind: 's3'; bucket: S3Media; publicUrl: string | undefined };

export async function mediaRoutes(
  app: FastifyInstance,
  { store, source }: { store: MediaStore; source: MediaSource },
) {
  // A shared link's preview picture (`mediaPreviewImage`), made from the stored photo on first request.
  app.get<{ Params: { name: string } }>('/media/og/:name', {
    config: { access: 'public' },
    schema: { hide: true },
    async handler(request, reply) {
      const hash = /^([0-9a-f]{32})\.jpg$/.exec(request.params.name)?.[1];
      const bytes = hash ? await store.previewImage(hash) : null;
      if (!bytes) throw new NotFound('There is no such image.');
      reply.header('cache-control', IMMUTABLE);
      reply.header('content-type', 'image/jpeg');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(bytes);
    },
  });

  if (source.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: source.dir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      setHeaders(reply) {
        reply.header('cache-control', IMMUTABLE);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  } else {
    // The same /media URLs as on disk (ADR 0091): a redirect to the bucket's public URL (a CDN) when
    // there is one, else the object streamed through this process.
    const { bucket, publicUrl } = source;
    app.get<{ Params: { name: string } }>('/media/:name', {
      config: { access: 'public' },
      schema: { hide: true },
      async handler(request, reply) {
        const { name } = request.params;
        if (!MEDIA_NAME.test(name)) throw new NotFound('There is no such image.');
        reply.header('cache-control', IMMUTABLE);
        if (publicUrl) return reply.redirect(`${publicUrl.replace(/\/$/, '')}/${name}`, 301);
        const object = await bucket.get(name);
        if (!object) throw new NotFound('There is no such image.');
        reply.header('content-type', 'image/webp');
        reply.header('x-content-type-options', 'nosniff');
        if (object.length !== undefined) reply.header('content-length', object.length);
        return reply.send(object.body);
      },
    });
  }

  app.withTypeProvider<ZodTypeProvider>().post('/api/images', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['media'],
      summary: 'Upload an image (multipart field `image`); answers its URL',
      consumes: ['multipart/form-data'],
      response: {
        200: imageUploadResponseSchema,
        400: errorResponseSchema,
        413: errorResponseSchema,
        415: errorResponseSchema,
        503: errorResponseSchema,
      },
    },
    async handler(request) {
      if (!request.isMultipart())
        throw new Invalid('Send the image as multipart/form-data in the field "image".');
      let bytes: Buffer;
      try {
        const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
        if (file?.fieldname !== 'image') throw new Invalid('Send the image in the field "image".');
        bytes = await file.toBuffer();
        // The parser's own check sees only bytes read after the limit was crossed: a file whose
        // limit fell at the end of a chunk comes back whole-looking, cut at exactly 10 MB.
        if (file.file.truncated) throw new TooLarge(TOO_LARGE);
      } catch (err) {
        throw uploadError(err);
      }
      const { url } = await store.saveImage(bytes);
      return { success: true as const, data: { url } };
    },
  });
}

/**
 * What a failed read of the upload answers. The multipart parser throws plain errors (no status)
 * for a missing boundary, a body that ends early or a broken part header: all of them come from
 * the request's bytes, so they are the client's malformed upload, not a server fault.
 */
function uploadError(err: unknown): unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new TooLarge(TOO_LARGE);
  if (err instanceof Error && !('statusCode' in err)) {
    return new Invalid(
      'The upload is not well-formed multipart/form-data; send the image in the field "image".',
    );
  }
  return err;
}
