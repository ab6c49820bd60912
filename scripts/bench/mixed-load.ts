/**
 * The mixed workload's load generator (scripts/bench/mixed.ts), in its own process so it does not
 * share an event loop with the server it measures. Input: the path of a JSON file holding a
 * MixedSpec; output: one JSON line (MixedResult) on stdout.
 *
 * Each virtual user holds one keep-alive connection's worth of work: it sends one request at a time,
 * and loops over a weighted mix of what people do on the site until the duration is up:
 * - browse: the home page's calls, a category page (sort, page), or one bike's details;
 * - search: a category page with a model search;
 * - book: Book Now on one of the user's own bikes (POST /api/bookings, PUT /api/bookedProducts);
 * - pay: the payment page for the user's oldest unpaid booking, paid by test card (booking first
 *   when there is none), then the bought bike taken off the listing, as the page does.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface MixedBuyer {
  email: string;
  cookie: string;
}

export interface MixedUser {
  /** Bikes only this user books, so bookings of two users never race for one bike. */
  bikes: string[];
  buyers: MixedBuyer[];
}

export interface MixedSpec {
  origin: string;
  duration: number;
  /** Weights of browse, search, book and pay, in per cent. */
  mix: { browse: number; search: number; book: number; pay: number };
  maxActiveBookings: number;
  categories: string[];
  /** Bikes nobody books: what bike detail pages show. */
  browseBikes: string[];
  searchTerms: string[];
  /** Deepest page a browse visits (the first pages are the likeliest). */
  deepestPage: number;
  users: MixedUser[];
  /** Whether GET / answers the built web app (index.html). */
  withWebApp: boolean;
  /**
   * A pause after each action, as a person reads the page before the next click (ms; none by default:
   * the benches measure what the server can do). The chaos soak watches memory over a steady load,
   * not the server's ceiling, so its users pause (ADR 0402).
   */
  thinkMs?: number;
}

export interface LatencySummary {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

export interface MixedResult {
  seconds: number;
  overall: LatencySummary;
  byRequest: Record<string, LatencySummary>;
  actions: Record<'browse' | 'search' | 'book' | 'pay', number>;
  bookings: number;
  /** Bookings the server refused (already booked, limit reached): legitimate answers, not errors. */
  bookingRefusals: number;
  payments: number;
  delisted: number;
  /** Times every buyer of a user had the most unpaid bookings, so a book turned into a pay. */
  bookTurnedPay: number;
  /** Users that ran out of their own bikes (the seed was too small for the run). */
  usersOutOfBikes: number;
  errorSamples: string[];
}

const spec = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as MixedSpec;
const origin = new URL(spec.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: spec.users.length });
const REQUEST_TIMEOUT_MS = 30_000;
const BROWSER_ENCODINGS = 'gzip, deflate, br';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const latencies = new Map<string, number[]>();
const errorCounts = new Map<string, number>();
const errorSamples: string[] = [];
const counts = {
  actions: { browse: 0, search: 0, book: 0, pay: 0 },
  bookings: 0,
  bookingRefusals: 0,
  payments: 0,
  delisted: 0,
  bookTurnedPay: 0,
};

function noteError(label: string, detail: string) {
  errorCounts.set(label, (errorCounts.get(label) ?? 0) + 1);
  if (errorSamples.length < 20) errorSamples.push(`${label}: ${detail}`);
}

/** A request failed in a way the workload cannot go on from (already counted as an error). */
class StepFailed extends Error {}

function send(
  label: string,
  method: string,
  path: string,
  opts: { cookie?: string; json?: unknown; acceptEncoding?: string } = {},
): Promise<Answer> {
  const payload = opts.json === undefined ? undefined : Buffer.from(JSON.stringify(opts.json));
  const headers: http.OutgoingHttpHeaders = { accept: 'application/json' };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.acceptEncoding) headers['accept-encoding'] = opts.acceptEncoding;
  if (payload) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = payload.length;
  }
  // What the browser sends on every same-origin call that changes state, with a body or without
  // (PUT /api/bookedProducts and DELETE /api/payments have none; ADR 0082 refuses them without it).
  if (method !== 'GET' && method !== 'HEAD') headers.origin = spec.origin;
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      { host: origin.hostname, port: origin.port, method, path, headers, agent, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - started;
          const list = latencies.get(label) ?? [];
          if (list.length === 0) latencies.set(label, list);
          list.push(ms);
          const answer = { status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) };
          if (answer.status < 200 || answer.status > 299) {
            noteError(label, `${method} ${path} → ${answer.status} ${answer.body.toString('utf8', 0, 200)}`);
            reject(new StepFailed());
            return;
          }
          resolve(answer);
        });
        res.on('error', (err) => {
          noteError(label, `${method} ${path} → ${err.message}`);
          reject(new StepFailed());
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (err) => {
      noteError(label, `${method} ${path} → ${err.message}`);
      reject(new StepFailed());
    });
    req.end(payload);
  });
}

function json<T>(answer: Answer): T {
  const encoding = answer.headers['content-encoding'];
  const raw =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  return JSON.parse(raw.toString('utf8')) as T;
}

/** Small deterministic generator per user, so two runs visit the same kind of pages. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

function categoryPath(category: string, sort: string, page: number, q = ''): string {
  const params = new URLSearchParams();
  if (sort !== 'newest') params.set('sort', sort);
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return `/api/category/${category}${qs ? `?${qs}` : ''}`;
}

interface Booking {
  id: string;
  productId: string;
  buyer: MixedBuyer;
}

async function virtualUser(index: number, user: MixedUser, deadline: number) {
  const rand = random(index * 7919 + 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  // The first pages are what people open; deeper ones get rarer.
  const page = () => Math.min(spec.deepestPage, 1 + Math.floor(-Math.log(1 - rand()) * 1.5));
  const unpaid = new Map<MixedBuyer, number>(user.buyers.map((b) => [b, 0]));
  const open: Booking[] = [];
  let nextBike = 0;
  let outOfBikes = false;
  const anyCookie = user.buyers[0]?.cookie;

  async function browse() {
    const roll = rand();
    if (roll < 0.3) {
      // The home page: the app (index.html), who is signed in, the brands, the advertised bikes,
      // and the gallery's first page of each brand.
      if (spec.withWebApp) await send('home: GET /', 'GET', '/', { acceptEncoding: BROWSER_ENCODINGS });
      await send('home: get-session', 'GET', '/api/auth/get-session', { cookie: anyCookie });
      await send('home: categories', 'GET', '/api/categories', { acceptEncoding: BROWSER_ENCODINGS });
      await send('home: advertised', 'GET', '/api/advertisedProducts', { acceptEncoding: BROWSER_ENCODINGS });
      for (const category of spec.categories) {
        await send('home: gallery page', 'GET', categoryPath(category, 'newest', 1), {
          acceptEncoding: BROWSER_ENCODINGS,
        });
      }
    } else if (roll < 0.75) {
      await send('category page', 'GET', categoryPath(pick(spec.categories), pick(SORTS), page()), {
        cookie: anyCookie,
        acceptEncoding: BROWSER_ENCODINGS,
      });
    } else {
      await send('bike details', 'GET', `/api/bikeDetails/${pick(spec.browseBikes)}`, {
        cookie: anyCookie,
        acceptEncoding: BROWSER_ENCODINGS,
      });
    }
  }

  async function search() {
    const sort = rand() < 0.7 ? 'newest' : pick(SORTS);
    await send('search', 'GET', categoryPath(pick(spec.categories), sort, page(), pick(spec.searchTerms)), {
      cookie: anyCookie,
      acceptEncoding: BROWSER_ENCODINGS,
    });
  }

  /** Books one of the user's bikes; false when no buyer can book (all at the limit) or no bike is left. */
  async function book(): Promise<boolean> {
    const buyer = user.buyers.find((b) => (unpaid.get(b) ?? 0) < spec.maxActiveBookings);
    if (!buyer) return false;
    const productId = user.bikes[nextBike];
    if (!productId) {
      outOfBikes = true;
      return false;
    }
    nextBike += 1;
    const answer = json<{ acknowledged: boolean; insertedId?: string; message?: string }>(
      await send('book: POST /api/bookings', 'POST', '/api/bookings', {
        cookie: buyer.cookie,
        json: { productID: productId, buyerMobile: '01712345678', buyerLocation: 'Dhaka' },
      }),
    );
    if (!answer.acknowledged || !answer.insertedId) {
      counts.bookingRefusals += 1;
      return true;
    }
    counts.bookings += 1;
    unpaid.set(buyer, (unpaid.get(buyer) ?? 0) + 1);
    open.push({ id: answer.insertedId, productId, buyer });
    await send('book: PUT /api/bookedProducts', 'PUT', `/api/bookedProducts/${productId}`, {
      cookie: buyer.cookie,
    });
    return true;
  }

  async function pay() {
    if (open.length === 0) await book();
    const booking = open.shift();
    if (!booking) return;
    const { cookie } = booking.buyer;
    await send('pay: GET /api/orders/:id', 'GET', `/api/orders/${booking.id}`, { cookie });
    await send('pay: payment-config', 'GET', '/api/payment-config', { cookie });
    const intent = json<{ clientSecret: string }>(
      await send('pay: create-payment-intent', 'POST', '/api/create-payment-intent', {
        cookie,
        json: { bookingId: booking.id, _id: booking.id },
      }),
    );
    const confirmed = json<{ paymentIntent?: { id: string; status: string }; error?: { message: string } }>(
      await send('pay: test-payments/confirm', 'POST', '/api/test-payments/confirm', {
        cookie,
        json: {
          clientSecret: intent.clientSecret,
          card: {
            number: '4242424242424242',
            exp_month: 12,
            exp_year: new Date().getFullYear() + 3,
            cvc: '123',
          },
          billing_details: { email: booking.buyer.email },
        },
      }),
    );
    if (confirmed.paymentIntent?.status !== 'succeeded') {
      noteError('pay: test-payments/confirm', `card not charged: ${JSON.stringify(confirmed)}`);
      return;
    }
    const recorded = json<{ acknowledged: boolean }>(
      await send('pay: POST /api/payments', 'POST', '/api/payments', {
        cookie,
        json: { transactionId: confirmed.paymentIntent.id, bookingId: booking.id },
      }),
    );
    if (!recorded.acknowledged) {
      noteError('pay: POST /api/payments', `payment not recorded for booking ${booking.id}`);
      return;
    }
    counts.payments += 1;
    unpaid.set(booking.buyer, (unpaid.get(booking.buyer) ?? 1) - 1);
    const removed = json<{ deletedCount: number }>(
      await send('pay: DELETE /api/payments/:productId', 'DELETE', `/api/payments/${booking.productId}`, {
        cookie,
      }),
    );
    if (removed.deletedCount > 0) counts.delisted += 1;
  }

  const { browse: wBrowse, search: wSearch, book: wBook } = spec.mix;
  while (performance.now() < deadline) {
    const roll = rand() * 100;
    try {
      if (roll < wBrowse) {
        counts.actions.browse += 1;
        await browse();
      } else if (roll < wBrowse + wSearch) {
        counts.actions.search += 1;
        await search();
      } else if (roll < wBrowse + wSearch + wBook) {
        counts.actions.book += 1;
        if (!(await book()) && !outOfBikes) {
          counts.bookTurnedPay += 1;
          await pay();
        }
      } else {
        counts.actions.pay += 1;
        await pay();
      }
    } catch (err) {
      if (!(err instanceof StepFailed)) {
        noteError('workload', (err as Error).stack ?? String(err));
      }
    }
    if (spec.thinkMs) await new Promise((resolve) => setTimeout(resolve, spec.thinkMs));
  }
  return outOfBikes;
}

function summary(list: number[], seconds: number, errors: number): LatencySummary {
  const sorted = Float64Array.from(list).sort();
  const at = (q: number) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10
      : 0;
  return {
    requests: list.length,
    requestsPerSecond: Math.round(list.length / seconds),
    p50: at(0.5),
    p99: at(0.99),
    max: sorted.length ? Math.round(sorted[sorted.length - 1]! * 10) / 10 : 0,
    errors,
  };
}

const started = performance.now();
const deadline = started + spec.duration * 1000;
const outOfBikes = await Promise.all(spec.users.map((user, i) => virtualUser(i, user, deadline)));
const seconds = (performance.now() - started) / 1000;
agent.destroy();

const byRequest: Record<string, LatencySummary> = {};
const labels = new Set([...latencies.keys(), ...errorCounts.keys()]);
for (const label of [...labels].sort()) {
  byRequest[label] = summary(latencies.get(label) ?? [], seconds, errorCounts.get(label) ?? 0);
}
const all = [...latencies.values()].flat();
const totalErrors = [...errorCounts.values()].reduce((a, b) => a + b, 0);
const result: MixedResult = {
  seconds: Math.round(seconds * 10) / 10,
  overall: summary(all, seconds, totalErrors),
  byRequest,
  actions: counts.actions,
  bookings: counts.bookings,
  bookingRefusals: counts.bookingRefusals,
  payments: counts.payments,
  delisted: counts.delisted,
  bookTurnedPay: counts.bookTurnedPay,
  usersOutOfBikes: outOfBikes.filter(Boolean).length,
  errorSamples,
};
process.stdout.write(`${JSON.stringify(result)}\n`);
