import { describe, expect, it } from 'vitest';
import { type NextStepDeal, nextStep } from './next-step';

/** The deal's next step for each side (ADR 0230): after the papers, it follows the meeting. */
const now = new Date('2026-11-20T06:00:00Z');
const due = new Date('2026-11-27T06:00:00Z');
const later = '2026-11-21T11:30:00.000Z';
const past = '2026-11-19T11:30:00.000Z';

const deal = (over: Partial<NextStepDeal>): NextStepDeal => ({
  state: 'papers_shared',
  handoverDueAt: due,
  inspectionEndsAt: null,
  meetingTimes: null,
  meetingAt: null,
  ...over,
});
const actions = (d: NextStepDeal) =>
  (['buyer', 'seller', 'admin'] as const).map((side) => nextStep(d, side, now)?.action ?? null);

describe('the next step', () => {
  it('before the papers: the seller shares them, the buyer waits, by the handover deadline', () => {
    const held = deal({ state: 'held', meetingTimes: [later] });
    expect(actions(held)).toEqual(['wait_for_papers', 'share_papers', null]);
    expect(nextStep(held, 'seller', now)?.by).toEqual(due);
  });

  it('papers shared, no times yet: the seller offers them, the buyer waits for them', () => {
    expect(actions(deal({}))).toEqual(['wait_for_meeting_times', 'propose_meeting', null]);
    expect(actions(deal({ meetingTimes: [] }))).toEqual(['wait_for_meeting_times', 'propose_meeting', null]);
  });

  it('times offered, none picked: the buyer picks one, the seller waits for the pick', () => {
    expect(actions(deal({ meetingTimes: [past, later] }))).toEqual([
      'pick_meeting_time',
      'wait_for_meeting_pick',
      null,
    ]);
  });

  it('every offered time passed unpicked: the seller offers new ones', () => {
    expect(actions(deal({ meetingTimes: [past] }))).toEqual([
      'wait_for_meeting_times',
      'propose_meeting',
      null,
    ]);
  });

  it('a time picked: both meet and check, even once the time has come, by the handover deadline', () => {
    for (const at of [later, past]) {
      const picked = deal({ meetingTimes: [at], meetingAt: new Date(at) });
      expect(actions(picked)).toEqual(['meet_and_check', 'meet_and_check', null]);
      expect(nextStep(picked, 'buyer', now)?.by).toEqual(due);
    }
  });

  it('after the handover, in a dispute and at the end', () => {
    const ends = new Date('2026-11-22T06:00:00Z');
    const handed = deal({ state: 'handed_over', inspectionEndsAt: ends, meetingAt: new Date(past) });
    expect(actions(handed)).toEqual(['inspect', 'wait_for_inspection', null]);
    expect(nextStep(handed, 'buyer', now)?.by).toEqual(ends);
    expect(actions(deal({ state: 'completed' }))).toEqual([null, 'wait_for_payout', null]);
    expect(actions(deal({ state: 'disputed' }))).toEqual([
      'wait_for_decision',
      'wait_for_decision',
      'resolve_dispute',
    ]);
    for (const state of ['paid_out', 'cancelled', 'refunded'] as const) {
      expect(actions(deal({ state }))).toEqual([null, null, null]);
    }
  });
});
