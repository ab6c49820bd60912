import { errorResponseSchema, MAX_IMAGE_BYTES } from '@best-bikes/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Invalid, TooLarge } from '../lib/errors';

/**
 * What the modules' JSON routes share: the refusals they answer in the one error shape
 * (plugins/errors.ts), their zod-typed registration, and the private photo uploads and downloads of
 * conversations and deals. Each route still says its own access (`config: { access }`, access.ts).
 */

/** The usual refusals of a module's call, each `{message}` (a route adds 413, 429, 502 where it may). */
export const refusals = {
  400: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The app with the contract's zod schemas as the routes' types (validation and serialisation). */
export function typedRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** The one photo of a multipart request (field `image`, at most MAX_IMAGE_BYTES). */
export async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new Invalid('Send the photo as multipart/form-data in the field "image".');
  try {
    const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    if (file?.fieldname !== 'image') throw new Invalid('Send the photo in the field "image".');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new TooLarge('The photo is too large: the limit is 10 MB.');
    return bytes;
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new TooLarge('The photo is too large: the limit is 10 MB.');
    }
    throw err;
  }
}

/** A private photo: never cached by anyone but the reader's browser session. */
export function sendPrivate(reply: FastifyReply, photo: { contentType: string; bytes: Buffer }) {
  reply.header('content-type', photo.contentType);
  reply.header('cache-control', 'private, no-store');
  reply.header('x-content-type-options', 'nosniff');
  return reply.send(photo.bytes);
}
