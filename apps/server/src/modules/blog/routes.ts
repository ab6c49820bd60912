import {
  adminBlogPostListSchema,
  adminBlogPostSchema,
  blogIdParamsSchema,
  blogPostListSchema,
  blogPostSchema,
  blogPreviewBodySchema,
  blogPreviewSchema,
  blogQuerySchema,
  blogSlugParamsSchema,
  editBlogPostBodySchema,
  errorResponseSchema,
  newBlogPostBodySchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaller } from '../../plugins/access';
import type { BlogService } from './service';

/** The blog (docs/product.md#blog): readers get published posts; Admins write, edit and delete. */
export async function blogRoutes(app: FastifyInstance, { blog }: { blog: BlogService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/blogs', {
    config: { access: 'public' },
    schema: {
      tags: ['blog'],
      summary: "A language's published posts, newest first, each with its excerpt, cover and HTML",
      querystring: blogQuerySchema,
      response: { 200: blogPostListSchema, 400: errorResponseSchema },
    },
    handler: (request) => blog.list(request.query.lang),
  });

  r.get('/api/blogs/:slug', {
    config: { access: 'public' },
    schema: {
      tags: ['blog'],
      summary: "A published post by its address, in the reader's language when it is written in it",
      params: blogSlugParamsSchema,
      querystring: blogQuerySchema,
      response: { 200: blogPostSchema, 400: errorResponseSchema, 404: errorResponseSchema },
    },
    handler: (request) => blog.one(request.params.slug, request.query.lang),
  });

  r.get('/api/admin/blogs', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['blog'],
      summary: 'Every post, drafts too, newest first, with its Markdown',
      response: { 200: adminBlogPostListSchema },
    },
    handler: () => blog.all(),
  });

  r.post('/api/admin/blogs/preview', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['blog'],
      summary: 'The HTML readers would get for this Markdown (nothing is saved)',
      body: blogPreviewBodySchema,
      response: { 200: blogPreviewSchema, 400: errorResponseSchema },
    },
    handler: (request) => blog.preview(request.body.body),
  });

  r.get('/api/admin/blogs/:id', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['blog'],
      summary: 'One post, draft or published, with its Markdown',
      params: blogIdParamsSchema,
      response: { 200: adminBlogPostSchema, 404: errorResponseSchema },
    },
    handler: (request) => blog.get(request.params.id),
  });

  r.post('/api/admin/blogs', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['blog'],
      summary: 'Write a post (a cover photo uploaded with POST /api/images); a draft unless published',
      body: newBlogPostBodySchema,
      response: { 201: adminBlogPostSchema, 400: errorResponseSchema, 409: errorResponseSchema },
    },
    async handler(request, reply) {
      const caller = requireCaller(request);
      return reply.status(201).send(await blog.create(request.body, caller.id));
    },
  });

  r.patch('/api/admin/blogs/:id', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['blog'],
      summary: 'Edit a post, change its cover, publish or unpublish it',
      params: blogIdParamsSchema,
      body: editBlogPostBodySchema,
      response: {
        200: adminBlogPostSchema,
        400: errorResponseSchema,
        404: errorResponseSchema,
        409: errorResponseSchema,
      },
    },
    handler: (request) => blog.edit(request.params.id, request.body),
  });

  r.delete('/api/admin/blogs/:id', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['blog'],
      summary: 'Delete a post',
      params: blogIdParamsSchema,
      response: { 204: z.void(), 404: errorResponseSchema },
    },
    async handler(request, reply) {
      await blog.remove(request.params.id);
      return reply.status(204).send();
    },
  });
}
