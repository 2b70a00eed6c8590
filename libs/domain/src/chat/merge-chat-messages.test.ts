import { describe, expect, it } from 'vitest';
import { lastChatMessage, mergeChatMessages } from './merge-chat-messages';

const m = (id: string, seq: number, body = id) => ({ id, seq, body });

describe('mergeChatMessages', () => {
  it('keeps one copy of a message that arrives live and again in a replay, in posting order', () => {
    const merged = mergeChatMessages([m('a', 1), m('c', 3)], [m('b', 2), m('c', 3), m('d', 4)]);
    expect(merged.map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('replaces a message with its newer copy (an edit)', () => {
    const merged = mergeChatMessages([m('a', 1), m('b', 2)], [m('a', 1, 'edited')]);
    expect(merged).toEqual([m('a', 1, 'edited'), m('b', 2)]);
  });

  it('returns a copy when nothing arrives', () => {
    const list = [m('a', 1)];
    const merged = mergeChatMessages(list, []);
    expect(merged).toEqual(list);
    expect(merged).not.toBe(list);
  });
});

describe('lastChatMessage', () => {
  it('is the highest sequence, whatever the order of the list', () => {
    expect(lastChatMessage([m('b', 5), m('a', 9), m('c', 2)])?.id).toBe('a');
    expect(lastChatMessage([])).toBeNull();
  });
});
