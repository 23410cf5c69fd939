import {
  ApiError,
  extractErrorMessage,
  messageFromBody,
  toApiError,
  toFriendlyMessage,
} from './api-error';

describe('error text extraction order (spec §7)', () => {
  const all = {
    detail: 'detail text',
    message: 'message text',
    error: 'error text',
    username: ['username text'],
    email: ['email text'],
    password: ['password text'],
    non_field_errors: ['non-field text', 'second'],
  };
  const without = (...keys: (keyof typeof all)[]) =>
    Object.fromEntries(Object.entries(all).filter(([k]) => !keys.includes(k as keyof typeof all)));

  test('detail, message, error, username, email, password, non_field_errors', () => {
    expect(messageFromBody(all)).toBe('detail text');
    expect(messageFromBody(without('detail'))).toBe('message text');
    expect(messageFromBody(without('detail', 'message'))).toBe('error text');
    expect(messageFromBody(without('detail', 'message', 'error'))).toBe('username text');
    expect(messageFromBody(without('detail', 'message', 'error', 'username'))).toBe('email text');
    expect(messageFromBody(without('detail', 'message', 'error', 'username', 'email'))).toBe(
      'password text',
    );
    expect(messageFromBody({ non_field_errors: ['non-field text', 'second'] })).toBe(
      'non-field text',
    );
  });

  test('a plain string body; plain strings in field slots too', () => {
    expect(messageFromBody('Server says no')).toBe('Server says no');
    expect(messageFromBody({ password: 'too common' })).toBe('too common');
  });

  test('else the status text, else "HTTP error! status: {code}"', () => {
    expect(extractErrorMessage({ other: ['x'] }, 400, 'Bad Request')).toBe('Bad Request');
    expect(extractErrorMessage(undefined, 502, '')).toBe('HTTP error! status: 502');
    expect(extractErrorMessage({ detail: '', message: 'm' }, 400, 'Bad Request')).toBe('m');
  });
});

test('toFriendlyMessage: server words, client messages, else the fallback', () => {
  expect(
    toFriendlyMessage(new ApiError('Already reviewed', 400, {}, 'HTTP_ERROR', true), 'fallback'),
  ).toBe('Already reviewed');
  expect(
    toFriendlyMessage(new ApiError('Bad Request', 400, {}, 'HTTP_ERROR', false), 'fallback'),
  ).toBe('fallback');
  expect(
    toFriendlyMessage(
      new ApiError('Network error. Please check your connection.', 0, null, 'NETWORK_ERROR'),
      'f',
    ),
  ).toBe('Network error. Please check your connection.');
  expect(toFriendlyMessage(new Error('internal'), 'Failed to load profile')).toBe(
    'Failed to load profile',
  );
  expect(toFriendlyMessage('weird')).toBe('An unexpected error occurred.');
});

test('a call that failed with no network at all says the visitor is offline and nothing was sent', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get');
  onLine.mockReturnValue(false);
  const offline = toApiError(new TypeError('Failed to fetch'));
  expect(offline.code).toBe('OFFLINE');
  expect(toFriendlyMessage(offline, 'f')).toBe(
    "You're offline. Nothing was sent: try again once you're back online.",
  );
  onLine.mockReturnValue(true);
  expect(toApiError(new TypeError('Failed to fetch')).code).toBe('NETWORK_ERROR');
  onLine.mockRestore();
});
