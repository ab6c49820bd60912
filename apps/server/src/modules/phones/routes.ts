import {
  errorResponseSchema,
  myPhoneSchema,
  phoneBodySchema,
  phoneCodeBodySchema,
  verificationSettingsSchema,
} from '@best-bikes/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/access';
import type { PhonesService } from './service';

export async function phonesRoutes(app: FastifyInstance, { phones }: { phones: PhonesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/me/phone', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['phones'],
      summary:
        "The caller's proven mobile number and the one waiting for its code (docs/product.md#proven-phone-numbers)",
      response: { 200: myPhoneSchema },
    },
    handler: (request) => phones.mine(requireCaller(request)),
  });

  r.post('/api/me/phone', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['phones'],
      summary: 'Texts a 6-digit code to a Bangladeshi mobile number the caller wants to prove',
      body: phoneBodySchema,
      response: {
        202: myPhoneSchema,
        400: errorResponseSchema,
        409: errorResponseSchema,
        429: errorResponseSchema,
      },
    },
    handler: async (request, reply) => {
      const answer = await phones.sendCode(requireCaller(request), request.body.phone, request.ip);
      return reply.code(202).send(answer);
    },
  });

  r.post('/api/me/phone/verify', {
    config: { access: 'signedIn' },
    schema: {
      tags: ['phones'],
      summary: 'Proves the number with the code from its SMS',
      body: phoneCodeBodySchema,
      response: { 200: myPhoneSchema, 400: errorResponseSchema, 409: errorResponseSchema },
    },
    handler: (request) => phones.verify(requireCaller(request), request.body.code),
  });

  r.get('/api/admin/verification-settings', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['phones'],
      summary: 'Whether posting a bike and a first message need a proven number',
      response: { 200: verificationSettingsSchema },
    },
    handler: () => phones.settings(),
  });

  r.put('/api/admin/verification-settings', {
    config: { access: ['Admin'] },
    schema: {
      tags: ['phones'],
      summary: 'Turns the proven-number requirement on or off',
      body: verificationSettingsSchema,
      response: { 200: verificationSettingsSchema, 400: errorResponseSchema },
    },
    handler: (request) => phones.setSettings(request.body),
  });
}
