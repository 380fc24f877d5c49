import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { installMemoryStorage, type MemoryStorage } from '@/testing/memory-storage';
import { createOutbox, outboxEntryBase, type SendOutcome } from './outbox';

const entrySchema = outboxEntryBase.extend({ what: z.string() });
type Entry = z.infer<typeof entrySchema>;

let storage: MemoryStorage;
beforeEach(() => {
  storage = installMemoryStorage();
});

const open = () => createOutbox<Entry>('test.outbox:user-1', entrySchema);
const whats = (entries: Entry[]) => entries.map((e) => e.what);

/** A send that records what went out and answers from a script (default 'sent'). */
function recorder(script: Record<string, SendOutcome | Error> = {}) {
  const sent: string[] = [];
  const send = vi.fn(async (e: Entry) => {
    sent.push(e.what);
    const outcome = script[e.what] ?? 'sent';
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  return { sent, send };
}

describe('createOutbox', () => {
  it('sends in the order queued and empties the queue', async () => {
    const outbox = open();
    outbox.add({ key: 'quiz:u-1', what: 'quiz' });
    outbox.add({ key: 'ack:u-1', what: 'ack' });
    outbox.add({ key: 'ack:u-2', what: 'ack 2' });
    const { sent, send } = recorder();
    expect(await outbox.drain(send)).toEqual({ sent: 3, dropped: 0, remaining: 0 });
    expect(sent).toEqual(['quiz', 'ack', 'ack 2']);
    expect(outbox.entries()).toEqual([]);
  });

  it('keeps one entry per key: queueing it again replaces it in its place', () => {
    const outbox = open();
    outbox.add({ key: 'quiz:u-1', what: 'first answers' });
    outbox.add({ key: 'ack:u-1', what: 'ack' });
    const again = outbox.add({ key: 'quiz:u-1', what: 'second answers' });
    expect(whats(outbox.entries())).toEqual(['second answers', 'ack']);
    expect(outbox.entries()[0]).toEqual(again);
  });

  it('survives a reload: the queue is in storage before add returns', async () => {
    open().add({ key: 'ack:u-1', what: 'ack' });
    // A new page: nothing shared but the storage.
    const reopened = createOutbox<Entry>('test.outbox:user-1', entrySchema);
    expect(whats(reopened.entries())).toEqual(['ack']);
    expect(JSON.parse(storage.getItem('test.outbox:user-1')!)).toHaveLength(1);
    const { sent, send } = recorder();
    await reopened.drain(send);
    expect(sent).toEqual(['ack']);
    expect(open().entries()).toEqual([]);
  });

  it("is per storage key: another user's queue is not touched", async () => {
    open().add({ key: 'ack:u-1', what: 'mine' });
    const other = createOutbox<Entry>('test.outbox:user-2', entrySchema);
    other.add({ key: 'ack:u-1', what: 'theirs' });
    const { sent, send } = recorder();
    await open().drain(send);
    expect(sent).toEqual(['mine']);
    expect(whats(other.entries())).toEqual(['theirs']);
  });

  it('stops at a send that must wait, keeping it and everything after it in order', async () => {
    const outbox = open();
    for (const what of ['a', 'b', 'c']) outbox.add({ key: what, what });
    const first = recorder({ b: 'stop' });
    expect(await outbox.drain(first.send)).toEqual({ sent: 1, dropped: 0, remaining: 2 });
    expect(first.sent).toEqual(['a', 'b']);
    expect(whats(outbox.entries())).toEqual(['b', 'c']);

    const second = recorder();
    await outbox.drain(second.send);
    expect(second.sent).toEqual(['b', 'c']);
  });

  it('drops an entry refused for good and goes on; an unexpected throw keeps it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outbox = open();
    for (const what of ['a', 'b', 'c']) outbox.add({ key: what, what });
    const { sent, send } = recorder({ a: 'dropped', b: new Error('bug') });
    expect(await outbox.drain(send)).toEqual({ sent: 0, dropped: 1, remaining: 2 });
    expect(sent).toEqual(['a', 'b']);
    expect(whats(outbox.entries())).toEqual(['b', 'c']);
  });

  it('lets a send drop later entries (an acknowledgement its failed quiz gates)', async () => {
    const outbox = open();
    outbox.add({ key: 'quiz', what: 'quiz' });
    outbox.add({ key: 'ack', what: 'ack' });
    outbox.add({ key: 'other', what: 'other' });
    const sent: string[] = [];
    await outbox.drain(async (e) => {
      sent.push(e.what);
      if (e.what === 'quiz') outbox.removeWhere((x) => x.what === 'ack');
      return 'sent';
    });
    expect(sent).toEqual(['quiz', 'other']);
  });

  it('runs one drain at a time: two at once never send an entry twice', async () => {
    const outbox = open();
    for (const what of ['a', 'b']) outbox.add({ key: what, what });
    const { sent, send } = recorder();
    const slow = vi.fn(async (e: Entry) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return send(e);
    });
    await Promise.all([outbox.drain(slow), outbox.drain(slow)]);
    expect(sent).toEqual(['a', 'b']);
  });

  it('tells subscribers when the queue changes', () => {
    const outbox = open();
    const listener = vi.fn();
    const stop = outbox.subscribe(listener);
    outbox.add({ key: 'a', what: 'a' });
    const snapshot = outbox.entries();
    expect(outbox.entries()).toBe(snapshot); // same array until it changes
    outbox.removeWhere((e) => e.what === 'a');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    outbox.add({ key: 'b', what: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('treats an unreadable queue as empty and keeps it aside', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storage.setItem('test.outbox:user-1', '{not json');
    expect(open().entries()).toEqual([]);
    expect(storage.getItem('test.outbox:user-1.corrupt-backup')).toBe('{not json');
  });
});
