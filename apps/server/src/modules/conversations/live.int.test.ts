import type { ConversationMessage, ConversationReadEvent } from '@best-bikes/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buyWithCard, createBike } from '../../../test/factories/bookings';
import { openConversation, openEventStream, postMessage } from '../../../test/factories/conversations';
import { buildTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers';

/**
 * ADR 0270 on one instance: messages, read receipts and blocks reach an open event stream without a
 * reload, and a stream resumed after `Last-Event-ID` gets everything it missed, from the table.
 */
let t: TestApp;
let seller: TestUser;

beforeAll(async () => {
  t = await buildTestApp({}, { background: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  seller = await createUser(t, { role: 'Seller' });
});
afterAll(() => t.close());

const isMessage = (text: string) => (e: { event: string; data: unknown }) =>
  e.event === 'message' && (e.data as ConversationMessage).text === text;

describe('the live stream', () => {
  it('delivers a message to the other side and to the sender’s other tabs, masked for the reader', async () => {
    const buyer = await createUser(t);
    const { _id: id } = await openConversation(t, buyer, await createBike(t, seller));
    const sellerStream = await openEventStream(t.app, seller);
    const buyerStream = await openEventStream(t.app, buyer);
    try {
      const posted = await postMessage(t, buyer, id, { text: 'Is it still there? 01712345678' });
      expect(posted.statusCode).toBe(200);
      const got = await sellerStream.next(isMessage('Is it still there? •••'));
      expect(got.id).toBe(posted.json().message.id);
      expect(got.data).toMatchObject({ conversationId: id, side: 'buyer', mine: false, masked: true });
      const own = await buyerStream.next(isMessage('Is it still there? 01712345678'));
      expect(own.data).toMatchObject({ mine: true, maskReasons: ['phone'] });
    } finally {
      await sellerStream.close();
      await buyerStream.close();
    }
  });

  it('sends read receipts and blocks as they happen', async () => {
    const buyer = await createUser(t);
    const { _id: id } = await openConversation(t, buyer, await createBike(t, seller));
    const posted = (await postMessage(t, buyer, id, { text: 'Papers ready?' })).json().message.id as string;
    const stream = await openEventStream(t.app, buyer);
    try {
      await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${id}/read`,
        headers: seller.headers,
        payload: {},
      });
      const receipt = await stream.next((e) => e.event === 'read');
      expect(receipt.id).toBeUndefined();
      expect(receipt.data as ConversationReadEvent).toMatchObject({
        conversationId: id,
        side: 'seller',
        upTo: posted,
      });
      await t.app.inject({ method: 'POST', url: `/api/conversations/${id}/block`, headers: seller.headers });
      const block = await stream.next((e) => e.event === 'block');
      expect(block.data).toEqual({ conversationId: id, blockedByMe: false, blockedByOther: true });
    } finally {
      await stream.close();
    }
  });

  it('resumes after Last-Event-ID with every message missed, in order, and the receipts given meanwhile', async () => {
    const buyer = await createUser(t);
    const { _id: id } = await openConversation(t, buyer, await createBike(t, seller));
    const first = await openEventStream(t.app, seller);
    const seen = (await postMessage(t, buyer, id, { text: 'one' })).json().message.id as string;
    await first.next(isMessage('one'));
    await first.close();
    const reply = (await postMessage(t, seller, id, { text: 'two (seller)' })).json().message.id as string;
    await postMessage(t, buyer, id, { text: 'three' });
    await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/read`,
      headers: buyer.headers,
      payload: {},
    });
    await postMessage(t, buyer, id, { text: 'four' });

    const resumed = await openEventStream(t.app, seller, { lastEventId: seen });
    try {
      await resumed.next(isMessage('four'));
      const texts = resumed.events
        .filter((e) => e.event === 'message' && (e.data as ConversationMessage).conversationId === id)
        .map((e) => (e.data as ConversationMessage).text);
      expect(texts).toEqual(['two (seller)', 'three', 'four']);
      const ids = resumed.events.filter((e) => e.event === 'message').map((e) => Number(e.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const receipt = await resumed.next(
        (e) => e.event === 'read' && (e.data as ConversationReadEvent).conversationId === id,
      );
      expect(receipt.data).toMatchObject({ side: 'buyer', upTo: reply });
    } finally {
      await resumed.close();
    }
  });

  it('delivers the shop’s own step when a payment opens the deal, and nothing to strangers', async () => {
    const buyer = await createUser(t);
    const stranger = await createUser(t);
    const bike = await createBike(t, seller);
    const sellerStream = await openEventStream(t.app, seller);
    const strangerStream = await openEventStream(t.app, stranger);
    try {
      await buyWithCard(t, buyer, bike);
      const step = await sellerStream.next(
        (e) => e.event === 'message' && (e.data as ConversationMessage).deal?.event === 'paid',
      );
      expect(step.data).toMatchObject({ side: 'system', senderName: 'Best Bikes', deal: { event: 'paid' } });
      // The stranger's stream heard nothing of it (their next event is their own).
      const { _id: own } = await openConversation(t, stranger, await createBike(t, seller));
      await postMessage(t, stranger, own, { text: 'mine' });
      await strangerStream.next(isMessage('mine'));
      expect(strangerStream.events.filter((e) => e.event === 'message')).toHaveLength(1);
    } finally {
      await sellerStream.close();
      await strangerStream.close();
    }
  });

  it('lets go of a closed stream', async () => {
    const who = await createUser(t);
    // The earlier tests' streams are closed by now, or about to be.
    await vi.waitFor(() => expect(t.app.conversationStreams()).toBe(0));
    const stream = await openEventStream(t.app, who);
    await vi.waitFor(() => expect(t.app.conversationStreams()).toBe(1));
    await stream.close();
    await vi.waitFor(() => expect(t.app.conversationStreams()).toBe(0));
  });

  it('asks a visitor to sign in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/conversations/events' })).statusCode).toBe(401);
  });
});
