import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createFavouritesRepository } from './repository';
import { favouritesRoutes } from './routes';
import { createFavouritesService } from './service';

/** A buyer's saved bikes (docs/product.md#bangla-search-favourites, ADR 0096): the hearts on cards and the Saved bikes page. */
export async function favouritesModule(app: FastifyInstance, { db }: { db: Database }) {
  await favouritesRoutes(app, { favourites: createFavouritesService(createFavouritesRepository(db)) });
}
