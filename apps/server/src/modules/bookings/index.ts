import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { type Exclusive, runExclusive } from '../../db/exclusive';
import { repeatWhileRunning } from '../../lib/every';
import type { Notify } from '../notifications';
import { type CloseCheckouts, createBookingsRepository } from './repository';
import { bookingRoutes } from './routes';
import { type BookedHook, type BookingsService, createBookingsService, type PriceFor } from './service';

export { bookingState } from './booking-state';
export type { CloseCheckouts } from './repository';
export type { BookedHook, BookingsService, PriceFor } from './service';

const SWEEP_EVERY_MS = 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One turn of the expiry sweep: skipped (`ran: false`) while another instance runs its own. */
    sweepExpiredBookings(): Promise<Exclusive<number>>;
  }
}

/**
 * Bookings and orders: builds the bookings service, registers its routes, expires overdue bookings
 * while the app runs; answers the service for the payments module.
 */
export async function bookingsModule(
  app: FastifyInstance,
  {
    db,
    config,
    notify,
    closeCheckouts,
    now,
    priceFor,
    booked,
    background = true,
  }: {
    db: Database;
    config: Config;
    /** The payments module's closePendingCheckouts (it owns checkout sessions, ADR 0135). */
    closeCheckouts: CloseCheckouts;
    notify?: Notify;
    now?: () => Date;
    /** The offers module's agreed price for a buyer (ADR 0275); the listed price without it. */
    priceFor?: PriceFor;
    /** Told in the booking's transaction when a buyer books (app.ts posts the conversation's step). */
    booked?: BookedHook;
    background?: boolean;
  },
): Promise<BookingsService> {
  const bookings = createBookingsService(createBookingsRepository(db, closeCheckouts, notify), {
    ttlHours: config.BOOKING_TTL_HOURS,
    maxActiveBookings: config.MAX_ACTIVE_BOOKINGS,
    // How long a hosted checkout holds a bike before it is offered again (ADR 0042, 0064).
    checkoutHoldMinutes: config.CHECKOUT_HOLD_MINUTES,
    now,
    priceFor,
    booked,
  });
  app.decorate('sweepExpiredBookings', () =>
    runExclusive(app.database, 'bookings:expiry-sweep', () => bookings.expireDue()),
  );
  // Expires overdue bookings every minute while the app runs (requests also expire them lazily); with
  // several instances on one PostgreSQL, one of them sweeps each turn. Tests that move the clock
  // expire bookings themselves.
  if (background)
    repeatWhileRunning(app, {
      name: 'booking expiry sweep',
      everyMs: SWEEP_EVERY_MS,
      task: async () => {
        const sweep = await app.sweepExpiredBookings();
        if (sweep.ran && sweep.result > 0) app.log.info({ expired: sweep.result }, 'bookings expired');
      },
    });
  await bookingRoutes(app, { bookings });
  return bookings;
}
