import { API_MESSAGE_KEYS, isApiMessageKey, isMessageKey, MESSAGE_KEYS, SPEC_MESSAGE_KEYS } from './message-keys';

describe('message keys', () => {
  it('hold the eight keys of spec §8', () => {
    expect(SPEC_MESSAGE_KEYS).toEqual([
      'invalid_card',
      'operation_failed',
      'failed_loading_item_sug',
      'search_suggestions_empty',
      'search_suggestions_loading',
      'expired_session_title',
      'expired_session_desc',
      'login_again',
    ]);
  });

  it('are one list without repeats, in snake case', () => {
    expect(new Set(API_MESSAGE_KEYS).size).toBe(API_MESSAGE_KEYS.length);
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    expect(MESSAGE_KEYS).toHaveLength(new Set([...SPEC_MESSAGE_KEYS, ...API_MESSAGE_KEYS]).size);
    for (const key of MESSAGE_KEYS) expect(key).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
  });

  it('tell a key from any other string', () => {
    expect(isMessageKey('expired_session_title')).toBe(true);
    expect(isMessageKey('invalid_phone')).toBe(true);
    expect(isApiMessageKey('invalid_phone')).toBe(true);
    expect(isApiMessageKey('expired_session_title')).toBe(false);
    expect(isMessageKey('Invalid input: expected string')).toBe(false);
    expect(isMessageKey(undefined)).toBe(false);
  });
});
